import type { AdminOrder } from "@heritage/domain/orders";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { sampleOrder, sampleOrderLine } from "../../../test/sample-order.ts";
import { latePayment } from "../../../test/sample-payment.ts";
import { OrderDetailDialog } from "./order-detail-dialog.tsx";

const customer = { id: 2, name: "Keza Uwase", username: "keza", email: "keza@example.rw" };

/** The order: one line at RWF 18,000 that the admin saw as "Total RWF 17,700" and nothing else. */
const paidOrder: AdminOrder = {
  ...sampleOrder({
    status: "confirmed",
    confirmed_at: "2026-03-14T08:35:00.000Z",
    lines: [sampleOrderLine({ price: "18000.00", quantity: 1, subtotal: "18000.00" })],
    total_items: 1,
    subtotal: "18000.00",
    discount: "1800.00",
    promo_code: "WELCOME10",
    delivery_zone: "Kigali",
    delivery_district: "Gasabo",
    delivery_country: "RW",
    delivery_fee: "1500.00",
    total: "17700.00",
    payment_method: "mobile_money",
    payments: [{ ...latePayment, amount: "17700.00", flag: null, failure_reason: null }],
  }),
  customer,
};

function amounts() {
  const rows = within(screen.getByRole("dialog")).getAllByRole("term");
  return rows.map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
}

describe("the admin's order adds up", () => {
  it("lines, the code's discount, the delivery zone, district and fee, the total and what was paid", async () => {
    renderRoute(<OrderDetailDialog order={paidOrder} onOpenChange={() => {}} onChanged={() => {}} />);
    await screen.findByRole("dialog", { name: "Order DHP-2026-000007" });
    expect(amounts()).toEqual(
      expect.arrayContaining([
        "Subtotal = RWF 18,000",
        "Discount (WELCOME10) = −RWF 1,800",
        "Delivery: Kigali, Gasabo = RWF 1,500",
        "Total = RWF 17,700",
        "Paid by mobile money = RWF 17,700",
      ]),
    );
    expect(screen.queryByText("Still to pay")).not.toBeInTheDocument();
  });

  it("a cancelled order paid late shows the refund due; an unpaid one what is still to pay", async () => {
    const cancelled: AdminOrder = {
      ...paidOrder,
      status: "cancelled",
      cancel_reason: "expired",
      confirmed_at: null,
      cancelled_at: "2026-03-14T08:46:00.000Z",
      payments: [{ ...latePayment, amount: "17700.00" }],
    };
    const view = renderRoute(
      <OrderDetailDialog order={cancelled} onOpenChange={() => {}} onChanged={() => {}} />,
    );
    await screen.findByRole("dialog");
    expect(amounts()).toEqual(
      expect.arrayContaining(["Paid by mobile money = RWF 0", "Refund due = RWF 17,700"]),
    );
    view.unmount();

    const awaiting: AdminOrder = {
      ...paidOrder,
      status: "pending",
      confirmed_at: null,
      promo_code: null,
      discount: "0.00",
      delivery_fee: "0.00",
      total: "18000.00",
      payments: [{ ...latePayment, status: "awaiting", flag: null, amount: "18000.00" }],
    };
    renderRoute(<OrderDetailDialog order={awaiting} onOpenChange={() => {}} onChanged={() => {}} />);
    await screen.findByRole("dialog");
    expect(amounts()).toEqual(
      expect.arrayContaining([
        "No promo code = —",
        "Delivery: Kigali, Gasabo = Free",
        "Paid by mobile money = RWF 0",
        "Still to pay = RWF 18,000",
      ]),
    );
  });
});
