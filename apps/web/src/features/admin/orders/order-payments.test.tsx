import type { Payment } from "@heritage/domain/payments";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { sampleOrder } from "../../../test/sample-order.ts";
import { latePayment } from "../../../test/sample-payment.ts";
import { OrderPayments } from "./order-payments.tsx";

describe("the admin's payments of an order: money that came after it was cancelled", () => {
  it("shows the admin the refund due, and offers a re-check of an expired payment", async () => {
    const cancelled = sampleOrder({ status: "cancelled", cancel_reason: "expired" });
    const admin = { ...cancelled, customer: { id: 2, name: "Keza", username: "keza", email: null } };
    const expired: Payment = {
      ...latePayment,
      id: 4,
      status: "expired",
      flag: null,
      events: latePayment.events.slice(0, 2),
    };
    renderRoute(
      <>
        <OrderPayments order={{ ...admin, payments: [latePayment] }} onChanged={() => undefined} />
        <OrderPayments order={{ ...admin, id: 8, payments: [expired] }} onChanged={() => undefined} />
      </>,
    );
    expect(
      await screen.findByText("Paid after the order was cancelled: refund it by hand."),
    ).toBeInTheDocument();
    // Only the expired one can be asked about again; the paid one is final.
    expect(screen.getAllByRole("button", { name: "Re-check status" })).toHaveLength(1);
  });
});
