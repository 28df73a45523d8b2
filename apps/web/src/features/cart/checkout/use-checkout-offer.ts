import type { Cart } from "@heritage/domain/cart";
import type { District } from "@heritage/domain/delivery";
import { useEffect, useMemo, useState } from "react";
import { isApiError } from "../../../lib/api-error.ts";
import { useCheckoutQuote, useDeliveryOptions } from "./checkout-offers.ts";

/**
 * Checkout's offer: where the shop delivers, the destination and promo code chosen, and the
 * server's sums for them. A code the server refuses is dropped and its message kept for its field.
 */
export function useCheckoutOffer(cart: Cart, open: boolean) {
  const delivery = useDeliveryOptions().data;
  const zones = delivery?.zones ?? [];
  const abroadOffered = delivery?.abroad_offered ?? false;
  const served = useMemo(() => new Set(zones.flatMap((zone) => zone.districts)), [zones]);
  const [country, setCountry] = useState("RW");
  const [district, setDistrict] = useState("");
  const [districtError, setDistrictError] = useState<string | undefined>();
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string | undefined>();
  const destinationChosen = country !== "RW" || district !== "";
  const quoteInput = {
    promo_code: promoCode,
    delivery_country: country,
    delivery_district: country === "RW" && district ? (district as District) : null,
  };
  const cartVersion = cart.items
    .map((item) => `${item.product.id}:${item.quantity}:${item.product.price}`)
    .join();
  const quote = useCheckoutQuote(quoteInput, cartVersion, open && cart.items.length > 0);
  useEffect(() => {
    // A code the server refuses is shown at its field and dropped from the sums.
    const refusal = isApiError(quote.error) ? quote.error.fieldMessage("promo_code") : undefined;
    if (refusal) {
      setPromoError(refusal);
      setPromoCode(null);
    }
  }, [quote.error]);
  // A destination the zones do not serve is the district's (or country's) error, not the totals'.
  const quoteFieldError = isApiError(quote.error) && Object.keys(quote.error.fieldErrors).length > 0;
  const quoteDestinationError = isApiError(quote.error)
    ? (quote.error.fieldMessage("delivery_district") ?? quote.error.fieldMessage("delivery_country"))
    : undefined;
  return {
    delivery,
    zones,
    abroadOffered,
    served,
    country,
    setCountry,
    district,
    setDistrict,
    districtError,
    setDistrictError,
    promoCode,
    setPromoCode,
    promoError,
    setPromoError,
    destinationChosen,
    quoteInput,
    quote,
    quoteFieldError,
    quoteDestinationError,
  };
}
