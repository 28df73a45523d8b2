import { Link, Route, Routes } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { ErrorState } from "../../components/ui/error-state.tsx";
import { ImigongoBand } from "../../components/ui/imigongo.tsx";
import { LoadingRegion, Skeleton } from "../../components/ui/skeleton.tsx";
import { useSellingStatus } from "./api/selling-status.ts";
import { SellRequestForm } from "./sell-request-form.tsx";
import { SellerOrdersList } from "./seller-orders-list.tsx";
import { SellerProductPage } from "./seller-product-page.tsx";
import { SellerProductsList } from "./seller-products-list.tsx";
import { SellingStatusNotice } from "./selling-status-notice.tsx";
import { T } from "./selling-texts.ts";
import { ShopSummary } from "./shop-summary.tsx";

/**
 * /selling, the maker's seller area, phones first: an approved creator asks to sell, reads
 * the answer, and once the shop is open runs it here: their orders to ship, their products
 * (/selling/products/...).
 * Who may sell is the server's to say (GET /api/selling/me); this only shows it.
 */
export default function SellingPage() {
  return (
    <Routes>
      <Route index element={<SellingHome />} />
      <Route path="products/new" element={<SellerProductPage />} />
      <Route path="products/:id" element={<SellerProductPage />} />
    </Routes>
  );
}

function SellingHome() {
  const status = useSellingStatus();
  return (
    <section className="container-page py-8 sm:py-14" aria-labelledby="selling-title">
      <title>{T.title}</title>
      <ImigongoBand tone="clay" className="mb-6 max-w-40" />
      <h1 id="selling-title" className="text-3xl font-semibold sm:text-4xl">
        {T.title}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">{T.intro}</p>
      <div className="mt-8 flex max-w-2xl flex-col gap-6">
        {status.isPending ? (
          <LoadingRegion label={T.loading}>
            <Skeleton className="h-96" />
          </LoadingRegion>
        ) : status.isError ? (
          <ErrorState
            message={T.loadFailed}
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
            retryLabel={T.retry}
          />
        ) : !status.data.creator ? (
          <div className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-5 shadow-card">
            <p>{T.notCreator}</p>
            <div>
              <Link to="/creators/apply" className={buttonClass("primary", "md")}>
                {T.joinAsCreator}
              </Link>
            </div>
          </div>
        ) : status.data.shop ? (
          <>
            <ShopSummary shop={status.data.shop} slug={status.data.creator.slug} />
            <SellerOrdersList />
            <SellerProductsList />
          </>
        ) : (
          <>
            {status.data.application && <SellingStatusNotice application={status.data.application} />}
            {status.data.application?.status !== "pending" && (
              <SellRequestForm previous={status.data.application} />
            )}
          </>
        )}
      </div>
    </section>
  );
}
