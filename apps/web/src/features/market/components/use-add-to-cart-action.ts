import type { Product } from "@heritage/domain/catalog";
import { toast } from "../../../components/ui/toast-store.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { useAddToCart } from "../../../lib/cart/add-to-cart.ts";
import { marketMessages } from "../../../lib/i18n/areas/market.ts";
import { useSignInPrompt } from "./sign-in-prompt.tsx";

const m = marketMessages.market;

/** The server refused (4xx with a reason) rather than failed (network, 5xx). */
function refusal(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  return error.detail ?? error.message;
}

/**
 * Add to cart with product §8's messages: the details modal says 'Failed to add {qty} {name} to cart' and
 * 'An error occurred while adding to cart'; listing cards say 'Failed to add {name} to cart: {reason}' and
 * 'Error adding to cart. Please try again.'. A 401 (a visitor) asks to sign in instead.
 */
export function useAddToCartAction(source: "card" | "details") {
  const mutation = useAddToCart();
  const promptSignIn = useSignInPrompt();

  function add(product: Pick<Product, "id" | "name">, quantity = 1) {
    mutation.mutate(
      { product, quantity },
      {
        onSuccess: (data) => {
          if (data && data.status === false) {
            toast({ tone: "error", title: m.addFailed(quantity, product.name), description: data.message });
          } else {
            toast({ tone: "success", title: m.addedToCart(quantity, product.name) });
          }
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 401) {
            promptSignIn(product.name);
            return;
          }
          const reason = refusal(error);
          if (source === "details") {
            toast(
              reason
                ? { tone: "error", title: m.addFailed(quantity, product.name), description: reason }
                : { tone: "error", title: m.addError },
            );
          } else {
            toast({
              tone: "error",
              title: reason ? m.listingAddFailed(product.name, reason) : m.listingAddError,
            });
          }
        },
      },
    );
  }

  return { add, pending: mutation.isPending };
}
