/**
 * The RSS 2.0 feed of each language's insights (/insights/rss.xml, /ar/insights/rss.xml), written by
 * gatsby-plugin-feed after the build with the `rss` package: the options of each feed, from the
 * site facts and the dictionaries, and its items, newest first, with absolute links and real dates.
 * Every page announces its language's feed (<link rel="alternate" type="application/rss+xml">).
 */
import { type Lang, defaultLang, languages, localizedPath } from "../languages";
import { siteFacts } from "../site-facts";
import { newestFirst } from "./insight-pages";
import { routes } from "../lib/routes";
import { insightRoutes } from "../lib/insight-routes";

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

/** The dictionary's words a feed uses (UiStrings["insights"]): its heading and introduction. */
export interface FeedWords {
  heading: string;
  intro: string;
}

export const feedTitle = (lang: Lang, words: FeedWords): string =>
  `${words.heading} | ${siteFacts.name}${lang === defaultLang ? "" : ` (${lang})`}`;

export const feedItems = (siteUrl: string, lang: Lang, insights: readonly FeedInsight[]): FeedItem[] =>
  newestFirst(insights).map(({ slug, title, description, date }) => {
    const url = `${siteUrl}${localizedPath(lang, insightRoutes.insight(slug))}`;
    return { title, description, url, date };
  });

/** The feed's channel: what the `rss` package calls title, description, site_url, feed_url and language. */
export const feedChannel = (siteUrl: string, lang: Lang, words: FeedWords) => ({
  title: feedTitle(lang, words),
  description: words.intro,
  site_url: `${siteUrl}${localizedPath(lang, routes.insights)}`,
  feed_url: `${siteUrl}${feedPath(lang)}`,
  language: lang,
  generator: siteFacts.name,
});

/** Which pages announce the feed: Arabic pages the Arabic one, every other page the English one. */
export const feedMatch = (lang: Lang): string =>
  lang === defaultLang ? `^/(?!(?:${languages.filter((other) => other !== defaultLang).join("|")})/)` : `^/${lang}/`;
