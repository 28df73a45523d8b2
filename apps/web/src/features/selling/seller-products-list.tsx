import { Plus } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ErrorState } from "../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../components/ui/skeleton.tsx";
import { useSellerProducts } from "./api/seller-products.ts";
import { ListingCard } from "./listing-card.tsx";
import { T } from "./selling-texts.ts";

/** The maker's own products, every listing state, with the way to add one. */
export function SellerProductsList() {
  const t = T.products;
  const list = useSellerProducts(true);
  const add = (
    <Link to="/selling/products/new" className={buttonClass("primary", "md")}>
      <Plus aria-hidden="true" className="size-5" />
      {t.add}
    </Link>
  );
  return (
    <section aria-labelledby="seller-products-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="seller-products-heading" className="font-display text-xl font-semibold">
          {t.heading}
        </h2>
        {list.data && list.data.results.length > 0 && add}
      </div>
      <p className="text-sm text-muted">{t.changeNote}</p>
      {list.isPending ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="h-40" />
        </LoadingRegion>
      ) : list.isError ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          retryLabel={T.retry}
        />
      ) : list.data.results.length === 0 ? (
        <EmptyState title={t.empty} description={t.emptyHint} action={add} />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.results.map((product) => (
            <li key={product.id}>
              <ListingCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
