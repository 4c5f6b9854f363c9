/**
 * What the banner and the preferences dialog say, in one language: the English texts are in config.ts,
 * the Arabic ones in arabic-texts.ts (a chunk of its own, which config.ts loads on Arabic pages only).
 */
export interface ConsentTexts {
  banner: { title: string; description: string; acceptAll: string; necessaryOnly: string; preferences: string };
  preferences: {
    title: string;
    close: string;
    save: string;
    necessary: string;
    necessaryDescription: string;
    analytics: string;
    analyticsDescription: string;
    more: string;
    moreDescription: string;
  };
}
