import { type ImgHTMLAttributes, useState } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * A picture that never shifts the layout: it reserves its aspect ratio (width and height set),
 * shows the sand placeholder until it loads, and is lazy unless it is above the fold (`eager`).
 */
export function ContentImage({
  src,
  alt,
  width,
  height,
  eager = false,
  sizing = "h-auto w-full",
  className,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "width" | "height" | "loading"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  /** Size classes; the default fills the width at the picture's own ratio. */
  sizing?: string;
}) {
  const [loaded, setLoaded] = useState(false);
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onLoad={() => setLoaded(true)}
      style={{ aspectRatio: `${width} / ${height}` }}
      className={cn(
        "block bg-sand object-cover transition-opacity",
        sizing,
        !loaded && "opacity-90",
        className,
      )}
      {...rest}
    />
  );
}
