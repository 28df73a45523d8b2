import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * A record's picture in a fixed box (a list row's square, a card's top): lazy unless `eager`, with its
 * width and height set so the box never shifts. `box` sizes and colours the picture and, when there is
 * no picture, the `fallback` standing in its place, so a list keeps its rhythm whether or not a record
 * has a picture yet; without a fallback the box is left out.
 */
export function Thumbnail({
  src,
  width,
  height = width,
  box,
  eager = false,
  fallback,
  fallbackClassName,
}: {
  src: string | null | undefined;
  width: number;
  height?: number;
  box: string;
  eager?: boolean;
  fallback?: ReactNode;
  /** What only the stand-in needs (its text colour, a caption's layout). */
  fallbackClassName?: string;
}) {
  if (src)
    return (
      <img
        src={src}
        alt=""
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={box}
      />
    );
  if (fallback === undefined) return null;
  return <span className={cn("flex items-center justify-center", box, fallbackClassName)}>{fallback}</span>;
}
