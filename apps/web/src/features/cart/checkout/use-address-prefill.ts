import type { CheckoutFormInput } from "@heritage/domain/orders";
import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useSavedAddresses } from "../../../lib/saved-addresses.ts";

/**
 * Checkout starts from the shopper's default address (saved on /profile). Only what is
 * still empty is filled, once per opening, and everything stays editable; a district the zones no
 * longer serve, or a country while the shop does not deliver abroad, is left for the shopper to choose.
 */
export function useAddressPrefill({
  open,
  form,
  deliveryReady,
  served,
  abroadOffered,
  setCountry,
  setDistrict,
}: {
  open: boolean;
  form: UseFormReturn<CheckoutFormInput, unknown, unknown>;
  deliveryReady: boolean;
  served: ReadonlySet<string>;
  abroadOffered: boolean;
  setCountry: (country: string) => void;
  setDistrict: (district: string) => void;
}) {
  const saved = useSavedAddresses(open);
  const applied = useRef(false);
  const address = saved.data?.results.find((candidate) => candidate.is_default);

  useEffect(() => {
    if (!open) {
      applied.current = false;
      return;
    }
    if (applied.current || !address || !deliveryReady) return;
    applied.current = true;
    if (!form.getValues("contact_phone")) form.setValue("contact_phone", address.contact_phone);
    if (!form.getValues("delivery_address")) form.setValue("delivery_address", address.delivery_address);
    if (address.delivery_country === "RW") {
      if (address.delivery_district && served.has(address.delivery_district)) {
        setDistrict(address.delivery_district);
      }
    } else if (abroadOffered) {
      setCountry(address.delivery_country);
    }
  }, [open, address, deliveryReady, served, abroadOffered, form, setCountry, setDistrict]);
}
