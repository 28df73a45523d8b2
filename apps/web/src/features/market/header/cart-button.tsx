import { ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { useMyCart } from "../../../lib/cart/get-my-cart.ts";
import { saveRedirectPath } from "../../../lib/session.ts";
import { useSession } from "../../../lib/use-session.ts";
import { marketTexts as t } from "../market-texts.ts";

/**
 * The cart link with the real number of items (the spec's fixed '+' replaced). Visitors are sent to sign
 * in first and come back to the cart.
 */
export function CartButton() {
  const { isSignedIn } = useSession();
  const { data: cart } = useMyCart();
  const count = cart?.total_items ?? 0;
  return (
    <Link
      to={isSignedIn ? "/market/cart" : "/login"}
      onClick={() => {
        if (!isSignedIn) saveRedirectPath("/market/cart");
      }}
      aria-label={isSignedIn ? t.cartWithCount(count) : t.cart}
      className="relative flex size-11 shrink-0 items-center justify-center rounded-lg border border-line-strong bg-surface hover:border-ink"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {isSignedIn && count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-clay px-1 text-xs font-bold text-white tabular-nums"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
