import { messages } from "../../../lib/i18n/messages.ts";
import { ProductListing } from "../listing/product-listing.tsx";
import { marketTexts as t } from "../market-texts.ts";

/** product §2 item 5: every product, in grid or list view, with the listing's filters and pages. */
export function RecommendedSection() {
  const texts = {
    label: t.recommended,
    empty: messages.market.noProductsAvailable,
    error: messages.market.loadFailed,
    retry: "reload",
  } as const;
  return (
    <section aria-labelledby="recommended-heading" className="container-page py-8">
      <h2 id="recommended-heading" className="text-2xl font-semibold md:text-3xl">
        {t.recommended}
      </h2>
      <p className="mt-1 mb-5 text-muted">{t.recommendedNote}</p>
      <ProductListing base={{}} texts={texts} />
    </section>
  );
}
