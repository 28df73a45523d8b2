import { WifiOff } from "lucide-react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { buttonClass } from "../components/ui/button.tsx";
import { activeLanguage } from "../lib/i18n/language.ts";
import { getUserInfo } from "../lib/session.ts";
import { recentlyViewed, type SavedCart, savedCart, type ViewedProduct } from "./offline-copies.ts";
import { englishPwaTexts, type PwaTexts, pwaTexts } from "./pwa-texts.ts";

/**
 * The page the service worker's offline shell shows (decision 197): in the reader's language, with the
 * last copy of their cart and the products they viewed last on this device, and a way to try again.
 */
export function OfflinePage({
  texts = englishPwaTexts,
  price,
  cart,
  viewed,
}: {
  texts?: PwaTexts;
  /** The app's price format (lib/format.ts), handed in: see renderOfflinePage. */
  price: (value: string) => string;
  cart: SavedCart | null;
  viewed: ViewedProduct[];
}) {
  const t = texts.offline;
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col items-start gap-3">
        <WifiOff aria-hidden="true" className="size-10 text-clay" />
        <h1 className="text-3xl">{t.title}</h1>
        <p>{t.body}</p>
        <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
          {t.retry}
        </button>
      </div>
      {cart && cart.lines.length > 0 && (
        <section aria-labelledby="offline-cart" className="rounded-lg border border-line bg-surface p-4">
          <h2 id="offline-cart" className="text-xl">
            {t.cartHeading}
          </h2>
          <p className="text-sm text-muted">{t.cartSavedNote}</p>
          <ul className="mt-3 divide-y divide-line">
            {cart.lines.map((line) => (
              <li key={line.id} className="flex items-center gap-3 py-2">
                <Thumbnail src={line.thumbnail} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{line.name}</p>
                  <p className="text-sm text-muted">{t.quantity(line.quantity)}</p>
                </div>
                <span className="shrink-0 font-semibold">{price(line.subtotal)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-right font-semibold">{t.cartTotal(price(cart.totalPrice))}</p>
        </section>
      )}
      {viewed.length > 0 && (
        <section aria-labelledby="offline-viewed" className="rounded-lg border border-line bg-surface p-4">
          <h2 id="offline-viewed" className="text-xl">
            {t.viewedHeading}
          </h2>
          <ul className="mt-3 divide-y divide-line">
            {viewed.map((product) => (
              <li key={product.id} className="flex items-center gap-3 py-2">
                <Thumbnail src={product.thumbnail} />
                <p className="min-w-0 flex-1 font-medium break-words">{product.name}</p>
                <span className="shrink-0 font-semibold">{price(product.price)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {!(cart && cart.lines.length > 0) && viewed.length === 0 && (
        <p className="text-muted">{t.nothingSaved}</p>
      )}
    </main>
  );
}

/** Decorative: the name beside it says what the picture shows. Shown when the picture was kept offline. */
function Thumbnail({ src }: { src: string | null }) {
  if (!src) return <span aria-hidden="true" className="size-14 shrink-0 rounded-md bg-sand" />;
  return <img src={src} alt="" width={56} height={56} className="size-14 shrink-0 rounded-md object-cover" />;
}

export async function renderOfflinePage(root: HTMLElement): Promise<void> {
  // The texts of this page in the active language (precached with the shell).
  const texts = await pwaTexts(activeLanguage()).catch(() => englishPwaTexts);
  // Imported lazily: a static import made the bundler split the message areas out of a chunk /market
  // loads first, +0.2 KB on its first render (decision 197).
  const { formatPrice } = await import("../lib/format.ts");
  const owner = getUserInfo()?.username ?? null;
  createRoot(root).render(
    <StrictMode>
      <OfflinePage
        texts={texts}
        price={formatPrice}
        cart={savedCart(owner, [window.localStorage, window.sessionStorage])}
        viewed={recentlyViewed(window.localStorage)}
      />
    </StrictMode>,
  );
}
