import { cn } from "../../lib/cn.ts";
import { sharedTexts } from "../shared-texts.ts";

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase())
    .slice(0, 2)
    .join("");
}

/**
 * A person's portrait as the design asks: initials over a patterned Imigongo disc (the disc is the
 * server's generated image, with a light centre for the letters). Never a photograph.
 */
export function Portrait({
  name,
  image,
  size = 96,
  label,
  className,
}: {
  name: string;
  image: string;
  size?: number;
  /** What a screen reader hears; defaults to a placeholder description. */
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={label ?? sharedTexts.ui.portraitOf(name)}
      className={cn("relative shrink-0 overflow-hidden rounded-full bg-sand", className)}
      style={{ width: size, height: size }}
    >
      <img
        src={image}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="size-full"
      />
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center font-display font-semibold text-ink"
        style={{ fontSize: size * 0.22 }}
      >
        {initialsOf(name)}
      </span>
    </div>
  );
}
