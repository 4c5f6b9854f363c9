import { useEffect, useState } from "react";
import { css } from "@emotion/react";
import { Link, navigate } from "gatsby";
import { routes } from "../lib/routes";
import { container } from "../styles/layout";
import { colors, fontSizes, radii, shadows, sizes, space } from "../styles/theme";
import { Button } from "./ui/Button";

export type NotFoundKind = "service" | "legal" | "page";

export const notFoundTexts: Record<NotFoundKind, { heading: string; text: string }> = {
  service: { heading: "Service Not Found", text: "The requested service could not be found." },
  legal: { heading: "Document Not Found", text: "The requested legal document could not be found." },
  page: { heading: "Page Not Found", text: "The page you are looking for does not exist or has moved." },
};

export const notFoundKindOf = (pathname: string): NotFoundKind => {
  if (/^\/services\/[^/]+/.test(pathname)) return "service";
  if (/^\/legal\/[^/]+/.test(pathname)) return "legal";
  return "page";
};

/** Where "Go Back" leads when there is no previous page in this tab (a link opened directly). */
const fallbackOf: Record<NotFoundKind, string> = {
  service: routes.services,
  legal: routes.home,
  page: routes.home,
};

export const goBack = (kind: NotFoundKind) => {
  if (window.history.length > 1) window.history.back();
  else void navigate(fallbackOf[kind]);
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

const links = css({ display: "flex", gap: space.lg, justifyContent: "center", flexWrap: "wrap", marginTop: space.lg });

/**
 * The one 404 page answers every unknown URL on a static host. The server-rendered
 * HTML is the generic card (it reads well without JavaScript); after hydration
 * the card for /services/… or /legal/… takes over, so hydration never mismatches.
 */
export const NotFound = ({ pathname }: { pathname: string }) => {
  const [kind, setKind] = useState<NotFoundKind>("page");
  useEffect(() => setKind(notFoundKindOf(pathname)), [pathname]);
  const { heading, text } = notFoundTexts[kind];
  return (
    <div css={container}>
      <section css={card} aria-labelledby="not-found-heading">
        <h1 id="not-found-heading" css={{ fontSize: fontSizes.h2, marginTop: 0 }}>
          {heading}
        </h1>
        <p>{text}</p>
        {kind === "page" ? (
          <div css={links}>
            <Link to={routes.home}>Go to the home page</Link>
            <Link to={routes.services}>See all services</Link>
          </div>
        ) : (
          <Button onClick={() => goBack(kind)}>Go Back</Button>
        )}
      </section>
    </div>
  );
};
