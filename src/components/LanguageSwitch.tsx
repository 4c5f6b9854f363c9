import { css } from "@emotion/react";
import { languages } from "../languages";
import { usePageLanguage } from "../i18n/PageLanguage";
import { navLinkBase } from "../styles/nav-link";
import { colors } from "../styles/theme";

const link = css(navLinkBase, { display: "inline-flex", color: colors.navy, textUnderlineOffset: 6 });

/**
 * The same page in the other language: a plain link, not Gatsby's, so the whole page (its words, its
 * direction, its fonts) loads in that language. Its words are in that language too, and it says so with
 * `lang`, so a screen reader reads "العربية" in Arabic on an English page.
 */
export const LanguageSwitch = ({ className }: { className?: string }) => {
  const { lang, alternates, ui } = usePageLanguage();
  const other = languages.find((language) => language !== lang) ?? lang;
  return (
    <a
      href={alternates[other]}
      hrefLang={other}
      lang={other}
      aria-label={ui.languageSwitch.ariaLabel}
      css={link}
      className={className}
    >
      {ui.languageSwitch.label}
    </a>
  );
};
