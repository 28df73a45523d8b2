import { useId } from "react";
import { cn } from "../../lib/cn.ts";
import { sharedTexts } from "../shared-texts.ts";

/**
 * Imigongo motifs drawn in SVG: the zigzag band, the nested diamond and the patterned disc used for
 * portraits. Decorative unless a label is given.
 */
export function ImigongoBand({
  className,
  tone = "ink",
}: {
  className?: string;
  tone?: "ink" | "clay" | "paper";
}) {
  const id = useId();
  const fill = { ink: "var(--color-ink)", clay: "var(--color-clay)", paper: "var(--color-paper)" }[tone];
  return (
    <svg aria-hidden="true" className={cn("block h-3 w-full", className)} preserveAspectRatio="none">
      <defs>
        <pattern id={id} width="24" height="12" patternUnits="userSpaceOnUse">
          <path d="M0 12 6 0l6 12 6-12 6 12" fill="none" stroke={fill} strokeWidth="2.5" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}

export function ImigongoDiamond({ className, label }: { className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 120 120"
      width="120"
      height="120"
      className={className}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <rect width="120" height="120" rx="16" fill="var(--color-sand)" />
      <path d="M60 10 110 60 60 110 10 60Z" fill="var(--color-ink)" />
      <path d="M60 26 94 60 60 94 26 60Z" fill="var(--color-paper)" />
      <path d="M60 40 80 60 60 80 40 60Z" fill="var(--color-clay)" />
      <path d="M60 52 68 60 60 68 52 60Z" fill="var(--color-paper)" />
      <path d="M0 0 22 22M120 0 98 22M0 120l22-22M120 120 98 98" stroke="var(--color-clay)" strokeWidth="6" />
    </svg>
  );
}

const discPalettes = [
  { ground: "#1C1917", line: "#FAF7F2", accent: "#9A3F1C" },
  { ground: "#9A3F1C", line: "#FAF7F2", accent: "#1C1917" },
  { ground: "#FAF7F2", line: "#1C1917", accent: "#9A3F1C" },
  { ground: "#7C3116", line: "#F3EDE3", accent: "#C98A1B" },
];

/** A portrait stand-in: initials on a disc of concentric Imigongo zigzags (no photos of real people). */
export function InitialsDisc({
  name,
  variant = 0,
  size = 160,
  className,
}: {
  name: string;
  variant?: number;
  size?: number;
  className?: string;
}) {
  const id = useId();
  const palette = discPalettes[variant % discPalettes.length]!;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase())
    .slice(0, 2)
    .join("");
  return (
    <svg
      viewBox="0 0 160 160"
      width={size}
      height={size}
      role="img"
      aria-label={sharedTexts.ui.portraitOf(name)}
      className={cn("shrink-0", className)}
    >
      <defs>
        <clipPath id={`${id}-c`}>
          <circle cx="80" cy="80" r="80" />
        </clipPath>
        <pattern
          id={`${id}-z`}
          width="20"
          height="20"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <path
            d="M0 10 5 0l5 10 5-10 5 10"
            fill="none"
            stroke={palette.line}
            strokeWidth="2"
            opacity="0.55"
          />
        </pattern>
      </defs>
      <g clipPath={`url(#${id}-c)`}>
        <rect width="160" height="160" fill={palette.ground} />
        <rect width="160" height="160" fill={`url(#${id}-z)`} />
      </g>
      <circle cx="80" cy="80" r="50" fill={palette.ground} stroke={palette.accent} strokeWidth="6" />
      <text
        x="80"
        y="81"
        textAnchor="middle"
        dominantBaseline="middle"
        fontFamily="Fraunces Variable, Georgia, serif"
        fontSize="40"
        fontWeight="600"
        fill={palette.line}
      >
        {initials}
      </text>
    </svg>
  );
}
