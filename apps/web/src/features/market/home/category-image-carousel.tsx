import type { Category } from "@heritage/domain/catalog";
import { ProductImage } from "../../../components/ui/product-image.tsx";
import { useMediaQuery } from "../../../lib/use-media-query.ts";
import { marketDetailTexts as t } from "../market-detail-texts.ts";
import { chunk } from "./chunk.ts";
import { LazyCarousel } from "./lazy-carousel.tsx";

/** product §2 item 7: the categories as pictures; each tile jumps to that category's section. */
export function CategoryImageCarousel({ categories }: { categories: readonly Category[] }) {
  const wide = useMediaQuery("(min-width: 768px)");
  const perSlide = wide ? 4 : 2;
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="browse-categories" className="container-page py-8">
      <h2 id="browse-categories" className="mb-5 text-2xl font-semibold md:text-3xl">
        {t.browseCategories}
      </h2>
      <LazyCarousel label={t.browseCategories} loop>
        {chunk(categories, perSlide).map((group) => (
          <ul key={group.map((c) => c.id).join("-")} className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {group.map((category) => (
              <li key={category.id}>
                <a
                  href={`#category-${category.slug}`}
                  className="group relative block overflow-hidden rounded-lg"
                >
                  <ProductImage
                    src={category.image ?? undefined}
                    srcSet={category.image_srcset}
                    sizes="(min-width: 768px) 25vw, calc(50vw - 1.375rem)"
                    alt=""
                    className="aspect-[4/3]"
                    imgClassName="transition-transform duration-300 group-hover:scale-105"
                  />
                  <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/90 to-transparent p-3 pt-10 text-paper">
                    <span className="block font-display text-lg font-semibold">{category.name}</span>
                    <span className="text-sm text-paper/85">{t.productsCount(category.product_count)}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ))}
      </LazyCarousel>
    </section>
  );
}
