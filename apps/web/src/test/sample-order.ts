import type { Order } from "@heritage/domain/orders";

type OrderLine = Order["lines"][number];

/** One order line as the API serves it: two Agaseke baskets at RWF 15,000. */
export function sampleOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 1,
    product_id: 3,
    name: "Agaseke basket",
    image: null,
    price: "15000.00",
    quantity: 2,
    subtotal: "30000.00",
    ...overrides,
  };
}

/** A pending order of that one line, placed 2026-03-14; override what a test is about. */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 7,
    number: "DHP-2026-000007",
    status: "pending",
    total: "30000.00",
    total_items: 2,
    contact_phone: "+250788123456",
    delivery_address: "KG 7 Ave 12, Kigali",
    lines: [sampleOrderLine()],
    expires_at: "2026-03-16T08:30:00.000Z",
    cancel_reason: null,
    confirmed_at: null,
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    created_at: "2026-03-14T08:30:00.000Z",
    updated_at: "2026-03-14T08:30:00.000Z",
    ...overrides,
  };
}
