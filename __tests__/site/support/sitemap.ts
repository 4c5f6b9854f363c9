import fs from "fs";
import path from "path";
import { resolveSiteUrl } from "../../../src/site-facts";
import { publicDir } from "./public";

/** The base URL this build was made for (SITE_URL or the site facts), as the sitemap uses it. */
export const siteUrl = resolveSiteUrl();

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

/** Every page the sitemap lists, as paths ("/services/x/"): new pages are checked without touching the tests. */
export const sitemapPaths = (): string[] => {
  const index = fs.readFileSync(path.join(publicDir, "sitemap-index.xml"), "utf8");
  return locs(index).flatMap((sitemapUrl) => {
    const file = path.join(publicDir, sitemapUrl.replace(siteUrl, ""));
    return locs(fs.readFileSync(file, "utf8")).map((url) => url.replace(siteUrl, ""));
  });
};
