import type { Product } from "@heritage/domain/catalog";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ErrorState } from "../../components/ui/error-state.tsx";
import { ImigongoBand } from "../../components/ui/imigongo.tsx";
import { LoadingRegion, Skeleton } from "../../components/ui/skeleton.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { isApiError } from "../../lib/api-error.ts";
import { useSession } from "../../lib/use-session.ts";
import { useWishlistAction, useWishlistPage } from "./wishlist/wishlist-api.ts";
import { WishlistRow } from "./wishlist/wishlist-row.tsx";
import { wishlistTexts as t } from "./wishlist/wishlist-texts.ts";

/** /wishlist: what the shopper saved with the heart, with move-to-cart and remove. */
export default function WishlistPage() {
  const { isAdmin } = useSession();
  const wishlist = useWishlistPage(!isAdmin);
  const action = useWishlistAction();

  const act = (product: Product, toCart: boolean) =>
    action.mutate(
      { product, toCart },
      {
        onSuccess: () =>
          toast({ title: toCart ? t.moved(product.name) : t.removed(product.name), tone: "success" }),
        // The server's reason (out of stock, too many in the cart) in the reader's language.
        onError: (error) => toast({ title: (isApiError(error) && error.detail) || t.failed, tone: "error" }),
      },
    );

  const products = wishlist.data?.results ?? [];
  return (
    <section className="container-page py-10 sm:py-14" aria-labelledby="wishlist-title">
      <title>{t.pageTitle}</title>
      <ImigongoBand tone="clay" className="mb-6 max-w-40" />
      <h1 id="wishlist-title" className="text-3xl font-semibold sm:text-4xl">
        {t.title}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">{t.intro}</p>
      {!isAdmin && (
        <Link
          to="/market/cart"
          className={buttonClass("link", "md", "mt-3 inline-flex min-h-11! items-center")}
        >
          {t.viewCart}
        </Link>
      )}

      <div className="mt-8 max-w-3xl">
        {isAdmin ? (
          <EmptyState title={t.adminNote} />
        ) : wishlist.isPending ? (
          <LoadingRegion label={t.loading}>
            <div className="flex flex-col gap-4">
              <Skeleton className="h-32" />
              <Skeleton className="h-32" />
            </div>
          </LoadingRegion>
        ) : wishlist.isError ? (
          <ErrorState
            message={t.loadFailed}
            onRetry={() => void wishlist.refetch()}
            retrying={wishlist.isFetching}
            retryLabel={t.retry}
          />
        ) : products.length === 0 ? (
          <EmptyState
            title={t.empty}
            description={t.emptyNote}
            action={
              <Link to="/market" className={buttonClass("primary")}>
                {t.browse}
              </Link>
            }
          />
        ) : (
          <ul className="flex flex-col gap-4">
            {products.map((product) => (
              <WishlistRow
                key={product.id}
                product={product}
                busy={action.isPending && action.variables?.product.id === product.id}
                moving={action.isPending && action.variables?.toCart === true}
                onMove={() => act(product, true)}
                onRemove={() => act(product, false)}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
