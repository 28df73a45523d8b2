import { PAGE_SIZE } from "@heritage/domain/constants";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ErrorState } from "../../components/ui/error-state.tsx";
import { ImigongoBand } from "../../components/ui/imigongo.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { LoadingRegion, Skeleton } from "../../components/ui/skeleton.tsx";
import { messages } from "../../lib/i18n/messages.ts";
import { useQueuedSearchParams } from "../../lib/use-queued-search-params.ts";
import { useSession } from "../../lib/use-session.ts";
import { ordersTexts as t } from "./account-texts.ts";
import { useMyOrders } from "./api/get-my-orders.ts";
import { OrderCard } from "./orders/order-card.tsx";

/** /orders: the shopper's orders, newest first, 8 a page (?page= keeps the place on reload). */
export default function OrdersPage() {
  const { isAdmin } = useSession();
  const [params, setParams] = useQueuedSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const orders = useMyOrders(page, !isAdmin);
  const pageCount = Math.ceil((orders.data?.count ?? 0) / PAGE_SIZE);

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="container-page py-10 sm:py-14" aria-labelledby="orders-title">
      <title>{t.pageTitle}</title>
      <ImigongoBand tone="clay" className="mb-6 max-w-40" />
      <h1 id="orders-title" className="text-3xl font-semibold sm:text-4xl">
        {t.title}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">{t.intro}</p>

      <div className="mt-8 flex max-w-3xl flex-col gap-5">
        {isAdmin ? (
          <EmptyState
            title={t.adminNote}
            action={
              <Link to="/admin/orders" className={buttonClass("primary")}>
                {t.adminLink}
              </Link>
            }
          />
        ) : orders.isPending ? (
          <LoadingRegion label={t.loading}>
            <div className="flex flex-col gap-5">
              <Skeleton className="h-56" />
              <Skeleton className="h-56" />
            </div>
          </LoadingRegion>
        ) : orders.isError ? (
          <ErrorState
            message={messages.orders.loadFailed}
            onRetry={() => void orders.refetch()}
            retrying={orders.isFetching}
            retryLabel={t.retry}
          />
        ) : orders.data.results.length === 0 ? (
          <EmptyState
            title={messages.orders.empty}
            description={messages.orders.emptyNote}
            action={
              <Link to="/market" className={buttonClass("primary")}>
                {t.browse}
              </Link>
            }
          />
        ) : (
          <>
            {orders.data.results.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
            <Pagination page={page} pageCount={pageCount} onPageChange={goTo} label={t.pages} />
          </>
        )}
      </div>
    </section>
  );
}
