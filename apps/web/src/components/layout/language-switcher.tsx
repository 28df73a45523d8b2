import { LANGUAGES } from "@heritage/domain/languages";
import { Languages } from "lucide-react";
import { useId } from "react";
import { cn } from "../../lib/cn.ts";
import { commonMessages } from "../../lib/i18n/areas/common.ts";
import { chooseLanguage } from "../../lib/i18n/choose-language.ts";
import { useLanguage } from "../../lib/i18n/use-language.ts";
import { sharedTexts } from "../shared-texts.ts";

/**
 * Ikinyarwanda, English, Français, each named in itself (and marked with its own lang, so a screen
 * reader pronounces it right). A native select: reachable by keyboard, its label and value announced.
 */
export function LanguageSwitcher({
  tone = "ink",
  className,
}: {
  tone?: "ink" | "paper";
  className?: string;
}) {
  const id = useId();
  const language = useLanguage();
  return (
    <div className={cn("relative inline-flex items-center", className)}>
      <label htmlFor={id} className="sr-only">
        {sharedTexts.language.label}
      </label>
      <Languages aria-hidden="true" className="pointer-events-none absolute left-2.5 size-4" />
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = LANGUAGES.find((l) => l === event.target.value);
          if (next) void chooseLanguage(next);
        }}
        className={cn(
          "min-h-11 cursor-pointer rounded-lg border py-1 pr-2 pl-8 text-sm font-medium",
          tone === "paper"
            ? "border-paper/30 bg-ink text-paper hover:border-paper"
            : "border-line-strong bg-surface text-ink hover:border-ink",
        )}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {commonMessages.content.languageNames[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
