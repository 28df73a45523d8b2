import type { Product } from "@heritage/domain/catalog";
import { TIMINGS_MS } from "@heritage/domain/constants";
import { FEATURED_PRODUCTS_QUERY } from "@heritage/domain/first-page";
import { Suspense, useEffect } from "react";
import { Price } from "../../../components/ui/price.tsx";
import { ProductImage, primaryPicture } from "../../../components/ui/product-image.tsx";
import { StockBadge } from "../../../components/ui/stock-badge.tsx";
import { marketMessages } from "../../../lib/i18n/areas/market.ts";
import { lazyWithTexts } from "../../../lib/i18n/relocalized.tsx";
import { useProducts } from "../api/get-products.ts";
import { marketTexts as t } from "../market-texts.ts";
import { useMarketParams } from "../use-market-params.ts";
import { LazyCarousel, preloadCarousel } from "./lazy-carousel.tsx";

/** Only a failed or empty featured list shows it: its code comes then, not with /market's first view (budget). */
const EmptyState = lazyWithTexts(() =>
  import("../../../components/ui/empty-state.tsx").then((module) => ({ default: module.EmptyState })),
);

/** The hero's featured-product carousel (5 s, product §4); a failed fetch reads 'No Featured Products'. */
export function FeaturedHero() {
  const { data, isPending, isError } = useProducts(FEATURED_PRODUCTS_QUERY);
  const { openProduct } = useMarketParams();
  // The carousel's code downloads while the featured products do (it is not needed before they arrive).
  useEffect(() => void preloadCarousel(), []);
  if (isPending) return <FeaturedSkeleton />;
  if (isError || data.results.length === 0) {
    return (
      <Suspense fallback={<FeaturedSkeleton />}>
        <EmptyState
          title={marketMessages.market.noFeatured}
          description={marketMessages.market.noFeaturedNote}
        />
      </Suspense>
    );
  }
  return (
    <LazyCarousel label={t.featuredHeading} autoplayMs={TIMINGS_MS.featuredCarousel} className="h-full">
      {data.results.map((product, index) => (
        <FeaturedSlide
          key={product.id}
          product={product}
          eager={index === 0}
          onOpen={() => openProduct(product)}
        />
      ))}
    </LazyCarousel>
  );
}

type SlideProduct = Pick<
  Product,
  "images" | "name" | "category_name" | "description" | "price" | "original_price" | "stock"
>;

/** What the skeleton lays out: one line of each text, so its box is the slide's box. */
const PLACEHOLDER: SlideProduct = {
  images: [],
  name: "\u00a0",
  category_name: "\u00a0",
  description: "\u00a0",
  price: "0",
  original_price: null,
  stock: 1,
};

/**
 * The slide itself, drawn without its texts and pulsing, while the featured products load: the
 * same box as the slide and the carousel's controls row, so nothing moves when they arrive.
 */
function FeaturedSkeleton() {
  return (
    <div aria-hidden="true" className="h-full animate-pulse [&_*]:invisible">
      <FeaturedSlide product={PLACEHOLDER} eager={false} onOpen={() => {}} />
      <div className="mt-6 h-11" />
    </div>
  );
}

/**
 * One slide. Its texts keep a fixed number of lines (a name of one or two, a description of up to
 * three) so every slide and the skeleton have the same height.
 */
function FeaturedSlide({
  product,
  eager,
  onOpen,
}: {
  product: SlideProduct;
  eager: boolean;
  onOpen: () => void;
}) {
  return (
    <div className="grid h-full overflow-hidden rounded-lg bg-ink text-paper sm:grid-cols-2">
      <ProductImage
        {...primaryPicture(product.images, "full")}
        // On a phone the slide is the page's width less its 1 rem margins (decision 200).
        sizes="(min-width: 640px) 50vw, calc(100vw - 2rem)"
        alt={product.name}
        priority={eager}
        className="aspect-[4/3] sm:aspect-auto sm:h-full"
      />
      <div className="flex flex-col justify-center gap-3 p-6">
        <p className="truncate text-xs font-semibold tracking-widest text-ochre uppercase">
          {product.category_name}
        </p>
        <h2 className="line-clamp-2 min-h-[2lh] font-display text-2xl font-semibold text-paper md:text-3xl">
          {product.name}
        </h2>
        <p className="line-clamp-3 min-h-[3lh] text-paper/80">{product.description}</p>
        <div className="rounded-lg bg-surface px-3 py-2 self-start">
          <Price price={product.price} originalPrice={product.original_price} />
        </div>
        <StockBadge stock={product.stock} className="self-start" />
        <button
          type="button"
          onClick={onOpen}
          className="mt-2 min-h-11 self-start rounded-lg bg-paper px-5 text-sm font-semibold text-ink hover:bg-sand"
        >
          {t.viewDetailsShort}
          <span className="sr-only">{t.ofProduct(product.name)}</span>
        </button>
      </div>
    </div>
  );
}
