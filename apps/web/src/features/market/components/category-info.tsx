import { ProductImage } from "../../../components/ui/product-image.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { messages } from "../../../lib/i18n/messages.ts";
import { useCategory } from "../api/get-category.ts";
import { marketDetailTexts as t } from "../market-detail-texts.ts";

/**
 * The category block of the detail modals: name, picture and description (GET categories/{id}/).
 * `name` (the product's category name) is shown while the category loads or when it cannot.
 */
export function CategoryInfo({ categoryId, name }: { categoryId: number; name?: string }) {
  const { data: category, isPending, isError } = useCategory(categoryId);
  return (
    <section aria-labelledby={`category-info-${categoryId}`} className="rounded-lg border border-line p-3">
      <h3 id={`category-info-${categoryId}`} className="font-sans text-sm font-semibold text-muted">
        {t.category}
      </h3>
      {isError ? (
        <>
          {name && <p className="mt-2 font-semibold">{name}</p>}
          <p role="alert" className="mt-2 text-sm text-ember">
            {messages.market.categoryLoadFailed}
          </p>
        </>
      ) : isPending ? (
        <div className="mt-2 flex gap-3">
          {name && <span className="sr-only">{name}</span>}
          <div className="contents" aria-hidden="true">
            <Skeleton className="size-16 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-full" />
            </div>
          </div>
        </div>
      ) : (
        <div className="mt-2 flex gap-3">
          <ProductImage
            src={category.image ?? undefined}
            srcSet={category.image_srcset}
            sizes="64px"
            alt={category.name}
            fallback="logo"
            className="size-16 shrink-0 rounded-md"
          />
          <div className="min-w-0">
            <p className="font-semibold">{category.name}</p>
            {category.description && <p className="mt-1 text-sm text-muted">{category.description}</p>}
          </div>
        </div>
      )}
    </section>
  );
}
