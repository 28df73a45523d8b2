import { Home, ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { saveRedirectPath } from "../../../lib/session.ts";
import { useSession } from "../../../lib/use-session.ts";
import { marketTexts as t } from "../market-texts.ts";

function RwandaFlag() {
  return (
    <svg viewBox="0 0 30 20" width="24" height="16" aria-hidden="true" className="rounded-sm shadow-card">
      <rect width="30" height="20" fill="#20603D" />
      <rect width="30" height="15" fill="#FAD201" />
      <rect width="30" height="10" fill="#00A1DE" />
      <circle cx="24" cy="5" r="2.4" fill="#E5BE01" />
    </svg>
  );
}

/** product §2's strip under the header: Home, Cart, the single country option and 'Ship to'. */
export function SubNav() {
  const { isSignedIn } = useSession();
  const link =
    "flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-medium text-ink-soft hover:bg-sand hover:text-ink";
  return (
    <nav aria-label={t.marketNav} className="border-b border-line bg-surface">
      {/* Kinyarwanda and French labels are longer: on a phone the country and 'Ship to' wrap to a second
          line rather than make the strip scroll sideways. */}
      <div className="container-page flex flex-wrap items-center gap-x-1 text-sm sm:gap-x-3">
        <Link to="/" className={link}>
          <Home aria-hidden="true" className="size-4" /> {t.home}
        </Link>
        {/* Visitors sign in first and come back to the cart (as the header's cart button does). */}
        <Link
          to={isSignedIn ? "/market/cart" : "/login"}
          onClick={() => {
            if (!isSignedIn) saveRedirectPath("/market/cart");
          }}
          className={link}
        >
          <ShoppingCart aria-hidden="true" className="size-4" /> {t.cart}
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-3">
          <label className="flex items-center gap-2">
            <span className="sr-only">{t.countryLabel}</span>
            <select
              className="min-h-11 rounded-lg border border-line bg-surface px-2 text-sm"
              defaultValue="rw"
            >
              <option value="rw">{t.country}</option>
            </select>
          </label>
          <span className="flex items-center gap-2 whitespace-nowrap text-ink-soft">
            <span className="hidden sm:inline">{t.shipTo}</span>
            <span className="sr-only sm:hidden">{t.shipTo}</span>
            <RwandaFlag />
            <span className="sr-only">Rwanda</span>
          </span>
        </div>
      </div>
    </nav>
  );
}
