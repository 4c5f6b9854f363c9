import { css } from "@emotion/react";
import { container } from "../styles/layout";
import { colors, space } from "../styles/theme";

const banner = css({ background: colors.sand, borderBottom: `4px solid ${colors.navy}`, padding: `${space.md} 0` });

/**
 * Only `gatsby develop` can show a page that still holds the new:service scaffold's
 * text (the build fails on it): this tells the editor what is left to replace.
 */
export const PlaceholderWarning = ({ placeholders }: { placeholders: readonly string[] }) =>
  placeholders.length === 0 ? null : (
    <div role="alert" css={banner}>
      <div css={container}>
        <strong>Not finished: this page will not publish until you replace the placeholder text in</strong>
        <ul>
          {placeholders.map((placeholder) => (
            <li key={placeholder}>{placeholder}</li>
          ))}
        </ul>
      </div>
    </div>
  );
