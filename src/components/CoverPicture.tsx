import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface CoverPictureProps {
  image: IGatsbyImageData;
  alt: string;
  /** Above the fold (the default): loaded first. Below it, loaded lazily as the visitor scrolls near. */
  eager?: boolean;
  /** From the caller's `css` prop: styles the frame (radius, shadow, margins, grid placement). */
  className?: string;
}

// The frame clips the picture to the caller's border radius, as GatsbyImage's wrapper did.
const frame = css({ overflow: "hidden" });

const picture = css({ display: "block", width: "100%", height: "auto" });

/**
 * An above-the-fold image from gatsby-plugin-image's data as a plain <picture>:
 * every size and format the build made, width and height for a stable layout,
 * and no runtime (GatsbyImage hydrates through React's server renderer, a
 * 24 KB chunk a static cover does not need).
 */
export const CoverPicture = ({ image, alt, eager = true, className }: CoverPictureProps) => {
  const { fallback, sources = [] } = image.images;
  return (
    <div className={className} css={frame}>
      <picture>
        {sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
        ))}
        <img
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={fallback?.sizes}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          // React 18 knows only the lower-case spelling of this attribute.
          {...(eager && { fetchpriority: "high" })}
          css={picture}
        />
      </picture>
    </div>
  );
};
