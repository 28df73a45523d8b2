import type { Category } from "@heritage/domain/catalog";
import { useEffect } from "react";
import { CategoryImageCarousel } from "./category-image-carousel.tsx";
import { CategorySection } from "./category-section.tsx";
import { QuoteRequestSection } from "./quote-request-section.tsx";

/**
 * The market home below "Recommended Items": the quote request, the category carousel and a section
 * per category. Far below the first screen, so its code loads when it comes near (decisions 100, 203).
 */
export function MarketHomeLower({ categories }: { categories: readonly Category[] }) {
  const drawn = categories.length > 0;
  // Drawn because a link asked for a category's section: the browser went to its placeholder, whose place
  // was close; now it goes to the section itself.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (drawn && id.startsWith("category-")) document.getElementById(id)?.scrollIntoView();
  }, [drawn]);
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
