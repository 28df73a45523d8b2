import { Heart, Loader2 } from "lucide-react";
import { toast } from "../../../components/ui/toast-store.ts";
import { cn } from "../../../lib/cn.ts";
import { marketMessages } from "../../../lib/i18n/areas/market.ts";
import { useSession } from "../../../lib/use-session.ts";
import { useToggleWishlist } from "../api/toggle-wishlist.ts";
import { marketDetailTexts as t } from "../market-detail-texts.ts";

/**
 * The heart of product §4: visitors are told to sign in; while the call runs a spinner shows; the server's
 * is_wishlisted decides the state (the wishlist cache). Failures are only logged (product §8).
 */
export function WishlistButton({
  productId,
  productName,
  wishlisted,
  className,
}: {
  productId: number;
  productName: string;
  wishlisted: boolean;
  className?: string;
}) {
  const { isSignedIn } = useSession();
  const toggle = useToggleWishlist();

  function onClick() {
    if (!isSignedIn) {
      toast({ tone: "info", title: marketMessages.market.wishlistLogin });
      return;
    }
    toggle.mutate(productId, {
      onError: (error) => console.warn(marketMessages.wishlist.updateFailed, error),
    });
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={toggle.isPending}
      // The spinner is decoration; assistive technology hears that the heart is busy.
      aria-busy={toggle.isPending}
      aria-pressed={wishlisted}
      aria-label={wishlisted ? t.removeFromWishlist(productName) : t.addToWishlist(productName)}
      className={cn(
        "flex size-11 items-center justify-center rounded-full bg-surface/95 text-ink shadow-card transition-colors",
        "hover:text-ember disabled:cursor-wait",
        className,
      )}
    >
      {toggle.isPending ? (
        <Loader2 aria-hidden="true" data-testid="wishlist-spinner" className="size-5 animate-spin" />
      ) : (
        <Heart aria-hidden="true" className={cn("size-5", wishlisted && "fill-ember text-ember")} />
      )}
    </button>
  );
}
