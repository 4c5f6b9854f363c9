import { useEffect, useState } from "react";
import { css } from "@emotion/react";
import { Link, navigate } from "gatsby";
import type { NotFoundKind, NotFoundTexts } from "../data/not-found";
import { splitLanguage } from "../languages";
import { useLocalize, useUi } from "../i18n/PageLanguage";
import { routes } from "../lib/routes";
import { container } from "../styles/layout";
import { colors, fontSizes, radii, shadows, sizes, space } from "../styles/theme";
import { BookCallLink } from "./BookCallLink";
import { PhoneLink } from "./PhoneLink";
import { Button } from "./ui/Button";

export type { NotFoundKind };

/** Which card a URL gets, whatever its language: /services/x/ and /ar/services/x/ are missing services. */
export const notFoundKindOf = (pathname: string): NotFoundKind => {
  const { path } = splitLanguage(pathname);
  if (/^\/services\/[^/]+/.test(path)) return "service";
  if (/^\/legal\/[^/]+/.test(path)) return "legal";
  return "page";
};

/** Where "Go Back" leads when there is no previous page in this tab (a link opened directly), in English. */
const fallbackOf: Record<NotFoundKind, string> = {
  service: routes.services,
  legal: routes.home,
  page: routes.home,
};

/** Back in this tab's history, or else to the fallback in the page's language (`localize`). */
export const goBack = (kind: NotFoundKind, localize: (path: string) => string = (path) => path) => {
  if (window.history.length > 1) window.history.back();
  else void navigate(localize(fallbackOf[kind]));
};

const card = css({
  maxWidth: sizes.prose,
  margin: `${space.section} auto`,
  padding: space.xl,
  background: colors.paper,
  border: `1px solid ${colors.line}`,
  borderRadius: radii.lg,
  boxShadow: shadows.card,
  textAlign: "center",
});

const subheading = css({ fontSize: fontSizes.h3, margin: `${space.xl} 0 ${space.md}` });

const areas = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: `${space.xs} ${space.lg}`,
  a: { display: "inline-flex", alignItems: "center", minHeight: sizes.tapTarget },
});

const links = css({ display: "flex", gap: space.lg, justifyContent: "center", flexWrap: "wrap", marginTop: space.lg });

/**
 * The one 404 page answers every unknown URL on a static host. The server-rendered
 * HTML is the generic card (it reads well without JavaScript); after hydration
 * the card for /services/… or /legal/… takes over, so hydration never mismatches.
 */
export const NotFound = ({ pathname, cards }: { pathname: string; cards: NotFoundTexts }) => {
  const [kind, setKind] = useState<NotFoundKind>("page");
  useEffect(() => setKind(notFoundKindOf(pathname)), [pathname]);
  const { notFound } = useUi();
  const localize = useLocalize();
  const { heading, text } = cards[kind];
  return (
    <div css={container}>
      <section css={card} aria-labelledby="not-found-heading">
        <h1 id="not-found-heading" css={{ fontSize: fontSizes.h2, marginTop: 0 }}>
          {heading}
        </h1>
        <p>{text}</p>
        {kind === "page" ? (
          <div css={links}>
            <Link to={localize(routes.home)}>{notFound.homeLink}</Link>
            <Link to={localize(routes.services)}>{notFound.servicesLink}</Link>
          </div>
        ) : (
          <Button onClick={() => goBack(kind, localize)}>{notFound.goBack}</Button>
        )}
        <h2 css={subheading}>{notFound.talkHeading}</h2>
        <BookCallLink withNote />
        <p css={{ margin: `${space.md} 0 0` }}>
          {notFound.orCall} <PhoneLink />
        </p>
        <h2 css={subheading}>{notFound.areasHeading}</h2>
        <ul css={areas}>
          {cards.practiceAreas.map(({ id, title }) => (
            <li key={id}>
              <Link to={`${localize(routes.services)}#${id}`}>{title}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
};
