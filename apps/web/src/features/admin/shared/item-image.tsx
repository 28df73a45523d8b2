import { useState } from "react";
import { BrandMark } from "../../../components/layout/brand.tsx";
import { cn } from "../../../lib/cn.ts";

/**
 * A record's picture, or the default logo when it has none or it fails to load (product §2, §8). An empty
 * `alt` means the picture is decoration (the row already names the record), so the logo is hidden from
 * assistive technology rather than being an image without a name.
 */
export function ItemImage({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const box = cn("relative shrink-0 overflow-hidden rounded-lg border border-line bg-sand", className);
  if (!src || failed) {
    return (
      <span
        className={cn(box, "flex items-center justify-center")}
        {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
      >
        <BrandMark className="size-3/5 opacity-80" />
      </span>
    );
  }
  return (
    <span className={cn(box, "block")}>
      <img
        src={src}
        alt={alt}
        width={64}
        height={64}
        loading="lazy"
        onError={() => setFailed(true)}
        className="size-full object-cover"
      />
    </span>
  );
}
