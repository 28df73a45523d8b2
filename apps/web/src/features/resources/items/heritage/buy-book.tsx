import type { ForSale } from "@heritage/domain/collections-query";
import { ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../../components/ui/button.tsx";
import { formatPrice } from "../../../../lib/format.ts";
import { SignInPromptProvider, useAddToCartAction } from "../../../market/index.ts";
import { heritageTexts as t } from "./heritage-texts.ts";

/**
 * A library book that the market sells (decision 178): its price, Add to Cart (the
 * server decides stock and price; a visitor is asked to sign in) and the product's details in the
 * market. `compact` is the library card's form; the item page shows the titled panel.
 */
export function BuyBook(props: BuyBookProps) {
  // A visitor's Add to Cart asks to sign in and comes back here, as in the market.
  return (
    <SignInPromptProvider>
      <BuyBookActions {...props} />
    </SignInPromptProvider>
  );
}

interface BuyBookProps {
  product: ForSale;
  title: string;
  compact?: boolean;
}

function BuyBookActions({ product, title, compact = false }: BuyBookProps) {
  const { add, pending } = useAddToCartAction("card");
  const actions = (
    <div className={compact ? "flex flex-col gap-1" : "flex flex-wrap items-center gap-3"}>
      <Button
        size="sm"
        disabled={pending}
        aria-label={compact ? t.addBookToCart(title) : undefined}
        onClick={() => add(product)}
      >
        <ShoppingCart aria-hidden="true" className="size-4" />
        {t.addToCart}
      </Button>
      <Link to={`/market?product=${product.id}`} className="text-sm font-medium text-clay underline">
        {t.seeInMarket}
      </Link>
    </div>
  );
  if (compact) {
    // Above the card's covering link (its ::after), so that both controls can be reached.
    return (
      <div className="relative z-10 mt-2 flex flex-col gap-2">
        <p className="font-semibold">{formatPrice(product.price)}</p>
        {actions}
      </div>
    );
  }
  return (
    <section aria-labelledby="buy-book" className="rounded-lg border border-line bg-surface p-4 shadow-card">
      <h2 id="buy-book" className="text-xl font-semibold">
        {t.buyTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.buyIntro}</p>
      <p className="mt-2 text-lg font-semibold">{t.price(formatPrice(product.price))}</p>
      <div className="mt-3">{actions}</div>
    </section>
  );
}
