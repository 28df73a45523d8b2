import type { MakerPage } from "@heritage/domain/community";
import { ImageOff } from "lucide-react";
import { Link } from "react-router";
import { Thumbnail } from "../../components/ui/thumbnail.tsx";
import { formatPrice } from "../../lib/format.ts";
import { T } from "./creators-texts.ts";

/**
 * The maker's pieces in the market: each opens its details there (`/market?product={id}`).
 * Nothing when the maker sells nothing: the page is first their work in the repository.
 */
export function MakerProducts({ products }: { products: MakerPage["products"] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="maker-products" className="mt-10">
      <h2 id="maker-products" className="text-2xl font-semibold">
        {T.maker.products}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((product) => (
          <li key={product.id}>
            <Link
              to={`/market?product=${product.id}`}
              className="flex h-full gap-4 rounded-lg border border-line bg-surface p-3 shadow-card hover:border-clay"
            >
              <Thumbnail
                src={product.image}
                width={96}
                box="size-24 shrink-0 rounded bg-sand object-cover"
                fallback={<ImageOff aria-hidden="true" className="size-6" />}
                fallbackClassName="text-muted"
              />
              <span className="flex min-w-0 flex-col">
                <span className="font-display text-lg font-semibold break-words text-ink">
                  {product.name}
                </span>
                <span className="font-semibold text-ink-soft">{formatPrice(product.price)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
