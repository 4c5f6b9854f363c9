import fs from "fs";
import path from "path";
import { netlifyRedirects, withoutNulBytes, writePostBuildFiles } from "../../src/build/post-build";
import { earlyDocumentScript } from "../../src/lib/embedded";
import { contentSecurityPolicy, metaPolicy, scriptHash } from "../../src/build/security-headers";
import { temporaryDir } from "../support/temporary-dir";

describe("the files written after the build", () => {
  it("send unknown URLs under /ar/ to the Arabic not-found page, after the old addresses' redirects and the CMS's", () => {
    expect(netlifyRedirects().trim().split("\n")).toEqual([
      "/about /foundation/ 301!",
      "/about/ /foundation/ 301!",
      "/admin /admin/ 301!",
      "/ar/* /ar/404.html 404",
    ]);
  });

  it("give each language's not-found page its own policy in a <meta>, once, however often they run", () => {
    const publicDir = temporaryDir("public-");
    fs.mkdirSync(path.join(publicDir, "ar"));
    const script = earlyDocumentScript;
    const notFound = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Not found</title></head><body><script>${script}</script></body></html>`;
    for (const file of ["404.html", "ar/404.html", "index.html"])
      fs.writeFileSync(path.join(publicDir, file), notFound);
    writePostBuildFiles(publicDir, "https://www.example.test");
    writePostBuildFiles(publicDir, "https://www.example.test");
    const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(contentSecurityPolicy([scriptHash(script)]))}"/>`;
    for (const file of ["404.html", "ar/404.html"]) {
      expect(fs.readFileSync(path.join(publicDir, file), "utf8")).toBe(
        notFound.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${meta}`),
      );
    }
    expect(fs.readFileSync(path.join(publicDir, "index.html"), "utf8")).toBe(notFound);
  });

  it("make the Arabic not-found page name Gatsby's /404.html, so the client stays at the unknown URL it answers", () => {
    const publicDir = temporaryDir("public-");
    fs.mkdirSync(path.join(publicDir, "ar"));
    const pageWith = (pagePath: string) =>
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script></body></html>`;
    fs.writeFileSync(path.join(publicDir, "ar/404.html"), pageWith("/ar/404.html"));
    fs.writeFileSync(path.join(publicDir, "ar/index.html"), pageWith("/ar/"));
    writePostBuildFiles(publicDir, "https://www.example.test");
    const notFound = fs.readFileSync(path.join(publicDir, "ar/404.html"), "utf8");
    expect(notFound).toContain('window.pagePath="/404.html";');
    // The policy in its <meta> allows the script as it is now.
    const script = /<script id="gatsby-script-loader">(.*?)<\/script>/.exec(notFound)![1];
    expect(notFound).toContain(scriptHash(script));
    expect(fs.readFileSync(path.join(publicDir, "ar/index.html"), "utf8")).toBe(pageWith("/ar/"));
  });

  it("take the NUL bytes React 18's streaming renderer leaves in Arabic pages out of every built page", () => {
    const publicDir = temporaryDir("public-");
    fs.mkdirSync(path.join(publicDir, "ar"));
    const broken = '<!DOCTYPE html><html lang="ar"><p>ضمان الصيا\0\0غة</p></html>';
    fs.writeFileSync(path.join(publicDir, "ar/index.html"), broken);
    writePostBuildFiles(publicDir, "https://www.example.test");
    expect(fs.readFileSync(path.join(publicDir, "ar/index.html"), "utf8")).toBe(withoutNulBytes(broken));
    expect(withoutNulBytes(broken)).toContain("ضمان الصياغة");
  });
});
