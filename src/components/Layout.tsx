import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { MDXProvider } from "@mdx-js/react";
import { colors, focusRing, space } from "../styles/theme";
import { BookingBar } from "./BookingBar";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { mdxComponents } from "./MdxComponents";
import { useEmbedded } from "../hooks/useEmbedded";
import { useUi } from "../i18n/PageLanguage";

const skipLink = css({
  position: "absolute",
  insetInlineStart: space.md,
  top: "-100px",
  zIndex: 20,
  padding: `${space.sm} ${space.md}`,
  background: colors.navy,
  color: colors.onNavy,
  "&:focus": { top: space.md, ...focusRing(colors.focusOnNavy) },
});

const page = css({ display: "flex", flexDirection: "column", minHeight: "100vh" });

export const Layout = ({ children }: { children: ReactNode }) => {
  const embedded = useEmbedded();
  const ui = useUi();
  return (
    <div css={page}>
      {!embedded && (
        <a href="#main" css={skipLink}>
          {ui.layout.skipToContent}
        </a>
      )}
      {!embedded && <Header />}
      <main id="main" css={{ flex: 1 }}>
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </main>
      {!embedded && <Footer />}
      {!embedded && <BookingBar />}
    </div>
  );
};
