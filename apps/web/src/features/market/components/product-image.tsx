import { useState } from "react";
import { BrandMark } from "../../../components/layout/brand.tsx";
import { ImigongoDiamond } from "../../../components/ui/imigongo.tsx";
import { cn } from "../../../lib/cn.ts";

export type ProductImageSource = { image: string; thumbnail?: string; is_primary: boolean };

/** The primary picture, else the first one. */
export function primaryImage<T extends ProductImageSource>(images: readonly T[] | undefined): T | undefined {
  return images?.find((image) => image.is_primary) ?? images?.[0];
}

/**
 * A product picture in a fixed-ratio box (no layout shift). When it is missing or fails to load, lists
 * show the Imigongo placeholder and detail views the logo (product §8).
 */
export function ProductImage({
  src,
  alt,
  fallback = "placeholder",
  eager = false,
  className,
  imgClassName,
}: {
  src: string | undefined;
  alt: string;
  fallback?: "placeholder" | "logo";
  eager?: boolean;
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
          alt={alt}
          width={600}
          height={600}
          loading={eager ? "eager" : "lazy"}
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
