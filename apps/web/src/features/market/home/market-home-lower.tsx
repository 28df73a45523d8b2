import type { Category } from "@heritage/domain/catalog";
import { CategoryImageCarousel } from "./category-image-carousel.tsx";
import { CategorySection } from "./category-section.tsx";
import { QuoteRequestSection } from "./quote-request-section.tsx";

/**
 * The market home below "Recommended Items": the quote request, the category carousel and a section
 * per category. Far below the first screen, so its code loads after the first render (decision 100).
 */
export function MarketHomeLower({ categories }: { categories: readonly Category[] }) {
  return (
    <>
      <QuoteRequestSection />
      <CategoryImageCarousel categories={categories} />
      {categories.map((category) => (
        <CategorySection key={category.id} category={category} />
      ))}
    </>
  );
}
