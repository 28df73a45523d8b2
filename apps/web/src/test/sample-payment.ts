import type { Payment } from "@heritage/domain/payments";

/** A payment the payer approved after the order had been cancelled at its deadline (decision 210). */
export const latePayment: Payment = {
  id: 3,
  order_id: 7,
  provider: "mtn",
  reference: "3f1c2a4e-8d7b-4c61-9a0e-5b2f7d9c1e42",
  phone: "250788123454",
  amount: "30000.00",
  currency: "RWF",
  status: "paid",
  failure_reason: "timeout",
  flag: "paid_after_cancel",
  provider_transaction_id: "123456",
  simulated: false,
  requested_at: "2026-03-14T08:30:00.000Z",
  expires_at: "2026-03-14T08:45:00.000Z",
  settled_at: "2026-03-14T08:50:00.000Z",
  last_checked_at: "2026-03-14T08:50:00.000Z",
  events: [
    {
      from_status: null,
      to_status: "awaiting",
      source: "request",
      note: null,
      created_at: "2026-03-14T08:30:00.000Z",
    },
    {
      from_status: "awaiting",
      to_status: "expired",
      source: "reconciliation",
      note: null,
      created_at: "2026-03-14T08:46:00.000Z",
    },
    {
      from_status: "expired",
      to_status: "paid",
      source: "callback",
      note: "paid_after_cancel",
      created_at: "2026-03-14T08:50:00.000Z",
    },
  ],
};
