import { ArrowLeft } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { ErrorState } from "../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../components/ui/skeleton.tsx";
import { ProductForm } from "../admin/index.ts";
import { useSaveSellerProduct, useSellerProducts } from "./api/seller-products.ts";
import { T } from "./selling-texts.ts";

/**
 * /selling/products/new and /selling/products/{id}: the shop's own product form (decision 241), on a
 * page that fits a phone, sending to the maker's routes. Only the maker's own listings load here; the
 * server refuses any other id whatever this page shows.
 */
export function SellerProductPage() {
  const t = T.products;
  const { id } = useParams();
  const navigate = useNavigate();
  const save = useSaveSellerProduct();
  const editing = id !== undefined;
  const list = useSellerProducts(editing);
  const product = editing ? list.data?.results.find((p) => String(p.id) === id) : undefined;
  const done = () => navigate("/selling");
  return (
    <section className="container-page max-w-3xl py-8 sm:py-12" aria-labelledby="seller-product-title">
      <title>{editing ? t.editTitle : t.newTitle}</title>
      <Link to="/selling" className="inline-flex min-h-11 items-center gap-2 text-sm text-clay underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
      <h1 id="seller-product-title" className="mt-2 text-3xl font-semibold">
        {editing ? t.editTitle : t.newTitle}
      </h1>
      <p className="mt-2 text-sm text-muted">{t.changeNote}</p>
      <div className="mt-6 rounded-lg border border-line bg-surface p-4 shadow-card sm:p-6">
        {editing && list.isPending ? (
          <LoadingRegion label={t.loading}>
            <Skeleton className="h-96" />
          </LoadingRegion>
        ) : editing && list.isError ? (
          <ErrorState
            message={t.loadFailed}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
            retryLabel={T.retry}
          />
        ) : editing && !product ? (
          <p>{t.notFound}</p>
        ) : (
          <ProductForm product={product} onDone={done} save={save.mutateAsync} />
        )}
      </div>
    </section>
  );
}
