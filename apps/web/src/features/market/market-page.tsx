import { Suspense } from "react";
import { lazyWithTexts } from "../../lib/i18n/relocalized.tsx";
import { useCategories } from "./api/get-categories.ts";
import { SignInPromptProvider } from "./components/sign-in-prompt.tsx";
import { MarketHeader } from "./header/market-header.tsx";
import { FeaturesBlock } from "./home/features-block.tsx";
import { HeroSection } from "./home/hero-section.tsx";
import { RecommendedSection } from "./home/recommended-section.tsx";
import { SubNav } from "./home/sub-nav.tsx";
import { marketTexts as t } from "./market-texts.ts";
import { useMarketParams } from "./use-market-params.ts";

// Below the first screen: the home's lower sections and the footer, each fetched when it comes near the
// screen (decision 203), and the search results (only with `?q=`).
const LowerSections = lazyWithTexts(() =>
  import("./home/lower-when-near.tsx").then((module) => ({ default: module.LowerSectionsWhenNear })),
);
const Footer = lazyWithTexts(() =>
  import("./home/lower-when-near.tsx").then((module) => ({ default: module.FooterWhenNear })),
);
const SearchResults = lazyWithTexts(() =>
  import("./search/search-results.tsx").then((module) => ({ default: module.SearchResults })),
);

// The details modal (Radix dialog, gallery, quantity stepper) is fetched when a product is first opened,
// by a click or a `?product=` link, not with the market's first screen.
const ProductDetailsDialog = lazyWithTexts(() =>
  import("./components/product-details-dialog.tsx").then((module) => ({
    default: module.ProductDetailsDialog,
  })),
);

/** /market: product §2's market home, top to bottom, or the search results while `?q=` is set. */
export default function MarketPage() {
  const { search, productId, closeProduct } = useMarketParams();
  return (
    <SignInPromptProvider>
      {/* The first Tab stop: past the header's links and the hero straight to the listing (a shopper once
          counted 46 Tabs to the first product). */}
      <a
        href="#products"
        className="sr-only z-[70] rounded-lg bg-ink px-4 py-3 text-paper focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.skipToProducts}
      </a>
      <MarketHeader />
      <SubNav />
      <main id="main" className="min-h-[60vh]">
        <h1 className="sr-only">{t.pageHeading}</h1>
        {search ? (
          <Suspense fallback={null}>
            <SearchResults />
          </Suspense>
        ) : (
          <MarketHome />
        )}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
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
      <Suspense fallback={null}>
        <LowerSections categories={categories ?? []} />
      </Suspense>
    </>
  );
}
