import type { PaymentStatus } from "@heritage/domain/payments";
import type { BadgeTone } from "../ui/badge.tsx";

/** The badge colour of each payment status, the same on /orders and in the admin's orders. */
export const paymentTones: Record<PaymentStatus, BadgeTone> = {
  awaiting: "ochre",
  paid: "leaf",
  failed: "neutral",
  expired: "neutral",
};
