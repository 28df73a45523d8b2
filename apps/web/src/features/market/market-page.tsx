import { Suspense } from "react";
import { Footer } from "../../components/layout/footer.tsx";
import { lazyWithTexts } from "../../lib/i18n/relocalized.tsx";
import { useCategories } from "./api/get-categories.ts";
import { SignInPromptProvider } from "./components/sign-in-prompt.tsx";
import { MarketHeader } from "./header/market-header.tsx";
import { CategoryImageCarousel } from "./home/category-image-carousel.tsx";
import { CategorySection } from "./home/category-section.tsx";
import { FeaturesBlock } from "./home/features-block.tsx";
import { HeroSection } from "./home/hero-section.tsx";
import { QuoteRequestSection } from "./home/quote-request-section.tsx";
import { RecommendedSection } from "./home/recommended-section.tsx";
import { SubNav } from "./home/sub-nav.tsx";
import { SearchResults } from "./search/search-results.tsx";
import { useMarketParams } from "./use-market-params.ts";

// The details modal (Radix dialog, gallery, quantity stepper) is fetched when a product is first opened,
// by a click or a `?product=` link, not with the market's first screen.
const ProductDetailsDialog = lazyWithTexts(() =>
  import("./components/product-details-dialog.tsx").then((module) => ({
    default: module.ProductDetailsDialog,
  })),
);

/** /market: SPEC §2's market home, top to bottom, or the search results while `?q=` is set. */
export default function MarketPage() {
  const { search, productId, closeProduct } = useMarketParams();
  return (
    <SignInPromptProvider>
      <MarketHeader />
      <SubNav />
      <main id="main" className="min-h-[60vh]">
        <h1 className="sr-only">Marketplace</h1>
        {search ? <SearchResults /> : <MarketHome />}
      </main>
      <Footer />
      {productId !== null && (
        // A modal overlay: nothing to hold in place while its code arrives.
        <Suspense fallback={null}>
          <ProductDetailsDialog productId={productId} onClose={closeProduct} />
        </Suspense>
      )}
    </SignInPromptProvider>
  );
}

function MarketHome() {
  const { data: categories } = useCategories();
  return (
    <>
      <HeroSection />
      <FeaturesBlock />
      <RecommendedSection />
      <QuoteRequestSection />
      <CategoryImageCarousel categories={categories ?? []} />
      {(categories ?? []).map((category) => (
        <CategorySection key={category.id} category={category} />
      ))}
    </>
  );
}
