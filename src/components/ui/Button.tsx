import type { ComponentProps } from "react";
import { css } from "@emotion/react";
import { colors, focusRing, fontSizes, lineHeights, radii, sizes, space, transitions } from "../../styles/theme";

export type ButtonVariant = "primary" | "onNavy" | "outline";

const base = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: sizes.tapTarget,
  padding: `${space.sm} ${space.lg}`,
  borderRadius: radii.pill,
  fontFamily: "inherit",
  fontWeight: 700,
  fontSize: fontSizes.body,
  lineHeight: lineHeights.tight,
  textDecoration: "none",
  textAlign: "center",
  border: "2px solid transparent",
  cursor: "pointer",
  transition: `background-color ${transitions.fast}, color ${transitions.fast}`,
  "&:focus-visible": focusRing(),
});

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css({
    background: colors.navy,
    color: colors.onNavy,
    "&:hover": { background: colors.navySoft },
  }),
  onNavy: css({
    background: colors.gold,
    color: colors.navyDeep,
    "&:hover": { background: colors.onNavy },
    "&:focus-visible": focusRing(colors.focusOnNavy),
  }),
  outline: css({
    background: "transparent",
    color: colors.navy,
    borderColor: colors.navy,
    "&:hover": { background: colors.mist },
  }),
};

/** The call-to-action look, for an element that is neither <a> nor <button>. */
export const buttonStyle = (variant: ButtonVariant = "primary") => [base, variants[variant]];

type Variant = { variant?: ButtonVariant };

/** A call to action that does something on this page. */
export const Button = ({ variant, type = "button", ...props }: Variant & ComponentProps<"button">) => (
  <button type={type} css={buttonStyle(variant)} {...props} />
);

/** A call to action that goes somewhere: looks like a button, is a link. */
export const ButtonLink = ({ variant, ...props }: Variant & ComponentProps<"a">) => (
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes in through props.children
  <a css={buttonStyle(variant)} {...props} />
);
