import type { CartItem } from "@heritage/domain/cart";
import type { OrderLineProblem } from "@heritage/domain/orders";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { DeferredFooter } from "../../components/layout/deferred-layout.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ErrorState } from "../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../components/ui/skeleton.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { isApiError } from "../../lib/api-error.ts";
import { useMyCart } from "../../lib/cart/get-my-cart.ts";
import { useRemoveCartItem } from "../../lib/cart/remove-cart-item.ts";
import { useUpdateCartItem } from "../../lib/cart/update-cart-item.ts";
import { messages } from "../../lib/i18n/messages.ts";
import { MarketHeader } from "../market/index.ts";
import { CartItemDialog } from "./cart-item-dialog.tsx";
import { CartItemRow } from "./cart-item-row.tsx";
import { cartTexts as t } from "./cart-texts.ts";
import { CheckoutDialog } from "./checkout/checkout-dialog.tsx";
import { OrderProblems } from "./checkout/order-problems.tsx";
import { OrderSummary } from "./order-summary.tsx";

/** /market/cart for signed-in shoppers (guards.tsx): product §2's cart page. */
export default function CartPage() {
  return (
    <>
      <MarketHeader />
      <main id="main" className="container-page min-h-[60vh] py-8">
        <Link to="/market" className={buttonClass("link", "sm", "mb-4")}>
          <ArrowLeft aria-hidden="true" className="size-4" /> {t.continueShopping}
        </Link>
        <h1 className="text-3xl font-semibold">{t.title}</h1>
        <CartContent />
      </main>
      <DeferredFooter />
    </>
  );
}

/** The cart itself, its dialogs and the checkout (exported for its screen test). */
export function CartContent() {
  const { data: cart, isPending, isError, isFetching, refetch } = useMyCart();
  const [openItem, setOpenItem] = useState<CartItem | null>(null);
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [refusedLines, setRefusedLines] = useState<OrderLineProblem[]>([]);
  const update = useUpdateCartItem({
    onError: (error) =>
      toast({
        tone: "error",
        title: t.updateFailed,
        description: isApiError(error) ? (error.detail ?? undefined) : undefined,
      }),
  });
  const remove = useRemoveCartItem();

  if (isPending) {
    return (
      <LoadingRegion label={t.loading}>
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-3">
            {[1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-36 w-full" />
            ))}
          </div>
          <Skeleton className="h-64 w-full" />
        </div>
      </LoadingRegion>
    );
  }
  // A failed refresh keeps the cart it has (and the checkout dialog open over it).
  if (isError && !cart) {
    return (
      <ErrorState
        className="mt-6"
        title={t.connectionError}
        message={messages.cart.loadFailed}
        retryLabel={t.retryConnection}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => setRemoving(null),
      onError: () => {
        setRemoving(null);
        toast({ tone: "error", title: messages.cart.removeFailed });
      },
    });
  }

  // The checkout dialog keeps its place whether or not the cart still holds anything: a paid order
  // empties the cart behind it, and the dialog goes on to say "Payment received".
  return (
    <>
      {cart.items.length === 0 ? (
        <EmptyState
          className="mt-6"
          title={messages.cart.empty}
          description={t.emptyNote}
          action={
            <Link to="/market" className={buttonClass("primary")}>
              {t.browseProducts}
            </Link>
          }
        />
      ) : (
        <>
          <p className="mt-1 text-muted">{t.itemsInCart(cart.total_items)}</p>
          <OrderProblems lines={refusedLines} onDismiss={() => setRefusedLines([])} />
          <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
            <ul className="flex flex-col gap-3" aria-label={t.title}>
              {cart.items.map((item) => (
                <CartItemRow
                  key={item.id}
                  item={item}
                  onOpen={setOpenItem}
                  onRemove={setRemoving}
                  onQuantityChange={(line, quantity) => {
                    if (quantity !== line.quantity) update.mutate({ itemId: line.id, quantity });
                  }}
                />
              ))}
            </ul>
            <OrderSummary cart={cart} onCheckout={() => setCheckoutOpen(true)} />
          </div>
          <CartItemDialog item={openItem} onClose={() => setOpenItem(null)} />
          <ConfirmDialog
            open={removing !== null}
            onOpenChange={(open) => !open && setRemoving(null)}
            title={messages.cart.removeConfirm}
            description={removing ? t.removeNote(removing.product.name) : undefined}
            confirmLabel={t.remove}
            cancelLabel={t.cancel}
            pending={remove.isPending}
            pendingLabel={t.removing}
            destructive
            onConfirm={confirmRemove}
          />
        </>
      )}
      <CheckoutDialog
        cart={cart}
        open={checkoutOpen}
        onOpenChange={setCheckoutOpen}
        onRefused={setRefusedLines}
      />
    </>
  );
}
