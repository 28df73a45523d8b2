import { Tag } from "lucide-react";
import { useId } from "react";
import { formatPrice } from "../../../lib/format.ts";
import { marketTexts as t } from "../market-texts.ts";
import type { SuggestionOption } from "./use-suggestion-combobox.ts";

interface SuggestionListProps {
  id: string;
  hidden: boolean;
  options: SuggestionOption[];
  active: number;
  /** The DOM id of option `index`, for the text box's aria-activedescendant. */
  optionId: (index: number) => string;
  onPick: (index: number) => void;
  /** The options are an earlier text's, kept while the answer for the text as typed is on its way. */
  busy?: boolean;
}

const optionClass =
  "flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-left aria-selected:bg-sand hover:bg-sand/70";

/** The suggestions under the market's search box: products, then categories, each group labelled. */
export function SuggestionList({
  id,
  hidden,
  options,
  active,
  optionId,
  onPick,
  busy = false,
}: SuggestionListProps) {
  const productsHeading = useId();
  const categoriesHeading = useId();
  const indexed = options.map((option, index) => ({ option, index }));
  const products = indexed.filter(({ option }) => option.kind === "product");
  const categories = indexed.filter(({ option }) => option.kind === "category");

  const optionProps = (index: number) => ({
    id: optionId(index),
    role: "option" as const,
    "aria-selected": index === active,
    className: optionClass,
    // The text box keeps the focus (and the keyboard) while a pointer picks an option.
    onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
    onClick: () => onPick(index),
  });

  return (
    <div
      id={id}
      hidden={hidden}
      role="listbox"
      aria-label={t.suggestionsLabel}
      aria-busy={busy || undefined}
      className={`absolute inset-x-2 top-full z-50 mt-1 md:inset-x-0 max-h-[min(70vh,28rem)] overflow-y-auto rounded-lg border border-line-strong bg-surface py-1 shadow-lg ${busy ? "opacity-60" : ""}`}
    >
      {products.length > 0 && (
        <div role="group" aria-labelledby={productsHeading}>
          <div id={productsHeading} className="px-3 pt-1 pb-0.5 text-xs font-semibold text-muted">
            {t.suggestedProducts}
          </div>
          {products.map(({ option, index }) =>
            option.kind === "product" ? (
              <div key={option.key} {...optionProps(index)}>
                <span className="size-10 shrink-0 overflow-hidden rounded bg-sand">
                  {option.product.thumbnail && (
                    <img
                      src={option.product.thumbnail}
                      alt=""
                      width={40}
                      height={40}
                      className="size-10 object-cover"
                    />
                  )}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{option.product.name}</span>
                  <span className="block truncate text-sm text-muted">
                    {option.product.category_name} · {formatPrice(option.product.price)}
                  </span>
                </span>
              </div>
            ) : null,
          )}
        </div>
      )}
      {categories.length > 0 && (
        <div role="group" aria-labelledby={categoriesHeading}>
          <div id={categoriesHeading} className="px-3 pt-2 pb-0.5 text-xs font-semibold text-muted">
            {t.suggestedCategories}
          </div>
          {categories.map(({ option, index }) =>
            option.kind === "category" ? (
              <div key={option.key} {...optionProps(index)}>
                <Tag aria-hidden="true" className="size-4 shrink-0 text-clay" />
                <span className="truncate">{option.category.name}</span>
              </div>
            ) : null,
          )}
        </div>
      )}
    </div>
  );
}
