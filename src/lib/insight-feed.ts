/**
 * The RSS 2.0 feed of each language's insights (/insights/rss.xml, /ar/insights/rss.xml), written by
 * gatsby-plugin-feed after the build with the `rss` package: the options of each feed, from the
 * site facts and the dictionaries, and its items, newest first, with absolute links and real dates.
 * Every page announces its language's feed (<link rel="alternate" type="application/rss+xml">).
 */
import { type Lang, defaultLang, languages, localizedPath } from "../languages";
import type { UiStrings } from "../data/ui-strings";
import { siteFacts } from "../site-facts";
import { newestFirst } from "./insight-pages";
import { routes } from "./routes";
import { insightRoutes } from "./insight-routes";

export interface FeedInsight {
  slug: string;
  title: string;
  description: string;
  date: string;
}

export interface FeedItem {
  title: string;
  description: string;
  /** Also the item's guid, as a permalink (the `rss` package writes it so when no guid is given). */
  url: string;
  date: string;
}

export const feedPath = (lang: Lang): string => localizedPath(lang, insightRoutes.feed);

export const feedTitle = (lang: Lang, ui: Pick<UiStrings, "insights">): string =>
  `${ui.insights.heading} | ${siteFacts.name}${lang === defaultLang ? "" : ` (${lang})`}`;

export const feedItems = (siteUrl: string, lang: Lang, insights: readonly FeedInsight[]): FeedItem[] =>
  newestFirst(insights).map(({ slug, title, description, date }) => {
    const url = `${siteUrl}${localizedPath(lang, insightRoutes.insight(slug))}`;
    return { title, description, url, date };
  });

/** The feed's channel: what the `rss` package calls title, description, site_url, feed_url and language. */
export const feedChannel = (siteUrl: string, lang: Lang, ui: Pick<UiStrings, "insights">) => ({
  title: feedTitle(lang, ui),
  description: ui.insights.intro,
  site_url: `${siteUrl}${localizedPath(lang, routes.insights)}`,
  feed_url: `${siteUrl}${feedPath(lang)}`,
  language: lang,
  generator: siteFacts.name,
});

/** Which pages announce the feed: Arabic pages the Arabic one, every other page the English one. */
export const feedMatch = (lang: Lang): string =>
  lang === defaultLang ? `^/(?!(?:${languages.filter((other) => other !== defaultLang).join("|")})/)` : `^/${lang}/`;
