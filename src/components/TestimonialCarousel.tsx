import { useState, type KeyboardEvent } from "react";
import { css } from "@emotion/react";
import type { Testimonial } from "../data/testimonials";
import { fillIn, fillText } from "../i18n/fill-in";
import { useLang, useUi } from "../i18n/PageLanguage";
import { formatLongDate, isoDay } from "../lib/dates";
import { languageFacts } from "../languages";
import { JS_ATTRIBUTE } from "../lib/embedded";
import { colors, focusRing, fontSizes, fonts, radii, shadows, sizes, space } from "../styles/theme";
import { Name } from "./Name";
import { ServerHtml } from "./ServerHtml";

/** Next and previous wrap around at both ends. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

const frame = css({
  maxWidth: sizes.quote,
  margin: "0 auto",
  textAlign: "center",
  "&:focus-visible": focusRing(),
  borderRadius: radii.lg,
});

// Without JavaScript every testimonial is shown, one under another; with it, only the current one.
const slide = css({
  margin: `0 0 ${space.lg}`,
  padding: space.xl,
  background: colors.paper,
  borderRadius: radii.lg,
  boxShadow: shadows.card,
  [`html[${JS_ATTRIBUTE}] &[data-current="false"]`]: { display: "none" },
});

const quote = css({
  margin: 0,
  fontFamily: fonts.serif,
  fontSize: fontSizes.h3,
  lineHeight: 1.5,
  color: colors.ink,
  "&::before": { content: '"“"', color: colors.gold },
  "&::after": { content: '"”"', color: colors.gold },
  // Arabic quotes with « », as the firm's Arabic pages write them.
  "&:lang(ar)::before": { content: '"«"' },
  "&:lang(ar)::after": { content: '"»"' },
});

const sourceLink = css({ fontSize: fontSizes.small, color: colors.navy, "&:focus-visible": focusRing() });

const controls = css({
  display: "none",
  [`html[${JS_ATTRIBUTE}] &`]: { display: "flex" },
  alignItems: "center",
  justifyContent: "center",
  gap: space.sm,
});

// Each arrow points the way its button goes: back toward the line's start, on toward its end (Previous at the
// row's start points there: left in English, right in Arabic). The glyph is chosen for the page's direction and
// drawn left to right: what a visitor sees does not rest on a renderer's Bidi mirroring of ‹ and ›.
const arrowGlyphs = { ltr: { back: "‹", on: "›" }, rtl: { back: "›", on: "‹" } } as const;

const arrow = css({
  direction: "ltr",
  width: sizes.tapTarget,
  height: sizes.tapTarget,
  borderRadius: radii.pill,
  border: `2px solid ${colors.navy}`,
  background: colors.paper,
  color: colors.navy,
  fontSize: fontSizes.h4,
  cursor: "pointer",
  "&:hover": { background: colors.mist },
  "&:focus-visible": focusRing(),
});

const dot = css({
  width: sizes.tapTarget,
  height: sizes.tapTarget,
  border: 0,
  background: "transparent",
  cursor: "pointer",
  borderRadius: radii.pill,
  "&::before": {
    content: '""',
    display: "block",
    width: 12,
    height: 12,
    margin: "auto",
    borderRadius: radii.pill,
    border: `2px solid ${colors.navy}`,
  },
  '&[aria-current="true"]::before': { background: colors.navy },
  "&:focus-visible": focusRing(),
});

export const TestimonialCarousel = ({
  testimonials,
  label,
}: {
  testimonials: readonly Testimonial[];
  label: string;
}) => {
  const [current, setCurrent] = useState(0);
  const { carousel } = useUi();
  const lang = useLang();
  const glyphs = arrowGlyphs[languageFacts[lang].dir];
  const count = testimonials.length;
  const go = (index: number) => setCurrent(wrapIndex(index, count));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The arrow key toward the end of the line goes to the next testimonial, as the buttons sit:
    // on a right-to-left page, "next" is on the left.
    const rtl = event.currentTarget.closest('[dir="rtl"], [dir="ltr"]')?.getAttribute("dir") === "rtl";
    if (event.key === (rtl ? "ArrowLeft" : "ArrowRight")) go(current + 1);
    else if (event.key === (rtl ? "ArrowRight" : "ArrowLeft")) go(current - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section aria-roledescription="carousel" aria-label={label} css={frame}>
      <div aria-live="polite">
        {testimonials.map((testimonial, index) => (
          // Only which slide is current changes: a slide's words keep the server's HTML while the page hydrates.
          <ServerHtml
            key={testimonial.author}
            css={slide}
            data-current={index === current}
            role="group"
            aria-roledescription="slide"
            aria-label={fillText(carousel.slide, { n: index + 1, count })}
          >
            <figure css={{ margin: 0 }}>
              <blockquote css={{ margin: 0 }}>
                <p css={quote}>{testimonial.text}</p>
              </blockquote>
              <figcaption css={{ marginTop: space.md }}>
                <strong css={{ color: colors.navy }} dir="auto">
                  {testimonial.author}
                </strong>
                <br />
                <span css={{ color: colors.muted, fontSize: fontSizes.small }}>{testimonial.position}</span>
                <br />
                <a href={testimonial.source.url} rel="noopener noreferrer" css={sourceLink}>
                  {fillIn(carousel.review, {
                    platform: <Name>{testimonial.source.platform}</Name>,
                    date: (
                      <time dateTime={isoDay(testimonial.source.date)}>
                        {formatLongDate(testimonial.source.date, lang)}
                      </time>
                    ),
                  })}
                </a>
              </figcaption>
            </figure>
          </ServerHtml>
        ))}
      </div>
      <div css={controls}>
        <button
          type="button"
          css={arrow}
          aria-label={carousel.previous}
          onClick={() => go(current - 1)}
          onKeyDown={onKeyDown}
        >
          {glyphs.back}
        </button>
        {testimonials.map((testimonial, index) => (
          <button
            key={testimonial.author}
            type="button"
            css={dot}
            aria-label={fillText(carousel.show, { n: index + 1, count })}
            aria-current={index === current}
            onClick={() => go(index)}
            onKeyDown={onKeyDown}
          />
        ))}
        <button
          type="button"
          css={arrow}
          aria-label={carousel.next}
          onClick={() => go(current + 1)}
          onKeyDown={onKeyDown}
        >
          {glyphs.on}
        </button>
      </div>
    </section>
  );
};
