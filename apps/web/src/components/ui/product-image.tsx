import { useState } from "react";
import { cn } from "../../lib/cn.ts";
import { BrandMark } from "../layout/brand.tsx";
import { ImigongoDiamond } from "./imigongo.tsx";

export type ProductImageSource = {
  image: string;
  thumbnail?: string;
  is_primary: boolean;
  /** The stored widths (decision 195); absent or null until the server has them. */
  srcset?: string | null;
};

/** The primary picture, else the first one. */
export function primaryImage<T extends ProductImageSource>(images: readonly T[] | undefined): T | undefined {
  return images?.find((image) => image.is_primary) ?? images?.[0];
}

/**
 * `src` and `srcSet` for the primary picture: the browser picks the stored width that fits the box
 * (`sizes`) at the screen's density; `src` (the thumbnail where small boxes take it) is the fallback.
 */
export function primaryPicture(
  images: readonly ProductImageSource[] | undefined,
  fallback: "thumbnail" | "full" = "thumbnail",
): { src: string | undefined; srcSet: string | null } {
  const image = primaryImage(images);
  const src = (fallback === "thumbnail" && image?.thumbnail) || image?.image;
  return { src, srcSet: image?.srcset ?? null };
}

/**
 * A product picture in a fixed-ratio box (no layout shift). When it is missing or fails to load, lists
 * show the Imigongo placeholder and detail views the logo (product §8). Lazy unless `eager` (above the
 * fold); `priority` for the largest picture of the first screen (fetched before the rest).
 */
export function ProductImage({
  src,
  srcSet,
  sizes,
  alt,
  fallback = "placeholder",
  eager = false,
  priority = false,
  className,
  imgClassName,
}: {
  src: string | undefined;
  /** The stored widths; `sizes` says how wide the box is, so the phone fetches the width it shows. */
  srcSet?: string | null;
  sizes?: string;
  alt: string;
  fallback?: "placeholder" | "logo";
  eager?: boolean;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <div
      className={cn(
        "relative overflow-hidden bg-sand",
        // Square unless the caller gives its own ratio (two aspect utilities would fight).
        !className?.includes("aspect-") && "aspect-square",
        className,
      )}
    >
      {broken ? (
        alt ? (
          <div role="img" aria-label={alt} className="flex size-full items-center justify-center">
            <FallbackArt kind={fallback} />
          </div>
        ) : (
          <div aria-hidden="true" className="flex size-full items-center justify-center">
            <FallbackArt kind={fallback} />
          </div>
        )
      ) : (
        <img
          src={src}
          srcSet={srcSet ?? undefined}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          width={600}
          height={600}
          loading={eager || priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          onError={() => setFailedSrc(src)}
          className={cn("size-full object-cover", imgClassName)}
        />
      )}
    </div>
  );
}

function FallbackArt({ kind }: { kind: "placeholder" | "logo" }) {
  return kind === "logo" ? (
    <BrandMark className="size-20 opacity-80" />
  ) : (
    <ImigongoDiamond className="size-1/2 max-h-28 max-w-28" />
  );
}
