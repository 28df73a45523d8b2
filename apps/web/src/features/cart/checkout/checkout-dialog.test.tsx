import type { Cart } from "@heritage/domain/cart";
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { myCartQueryOptions } from "../../../lib/cart/get-my-cart.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { jsonResponse, renderRoute } from "../../../test/render.tsx";
import { sampleOrder } from "../../../test/sample-order.ts";
import { CheckoutDialog } from "./checkout-dialog.tsx";

const product = { id: 3, name: "Agaseke basket", price: "15000.00" };
const cart = {
  id: 1,
  total_items: 2,
  total_price: "30000.00",
  items: [{ id: 11, quantity: 2, subtotal: "30000.00", product }],
} as unknown as Cart;

const placed = sampleOrder({ id: 5, number: "DHP-2026-000005" });

/** `orderAnswer`: one answer for every order call, or the answers in turn. */
const noZones = { zones: [], abroad_offered: false };
const plainQuote = (_body: Record<string, unknown>) =>
  jsonResponse(200, {
    subtotal: "30000.00",
    discount: "0.00",
    delivery_fee: null,
    total: "30000.00",
    promo: null,
    zone: null,
  });

function setup(
  orderAnswer: Response | Response[],
  providers: { name: string; simulated: boolean }[] = [],
  {
    delivery = noZones,
    quote = plainQuote,
    addresses = [],
  }: { delivery?: object; quote?: typeof plainQuote; addresses?: object[] } = {},
) {
  const answers = Array.isArray(orderAnswer) ? [...orderAnswer] : null;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    url === "/api/config/"
      ? jsonResponse(200, { whatsapp_number: "250788000000" })
      : url === "/api/payments/providers/"
        ? jsonResponse(200, { providers })
        : url.startsWith("/api/market/delivery-zones/")
          ? jsonResponse(200, delivery)
          : url === "/api/users/me/addresses/"
            ? jsonResponse(200, { results: addresses })
            : url === "/api/market/cart/my_cart/"
              ? jsonResponse(200, cart)
              : url === "/api/market/checkout/quote/"
                ? quote(JSON.parse(String(init?.body)))
                : answers
                  ? answers.shift()!
                  : (orderAnswer as Response).clone(),
  );
  vi.stubGlobal("fetch", fetchMock);
  const open = vi.fn((_url?: string | URL, _target?: string) => ({ opener: {} }) as Window);
  vi.stubGlobal("open", open);
  const onRefused = vi.fn();
  const onOpenChange = vi.fn();
  const view = renderRoute(
    <>
      <CartReader />
      <CheckoutDialog cart={cart} open onOpenChange={onOpenChange} onRefused={onRefused} />
    </>,
    {
      path: "/market/cart",
    },
  );
  return { ...view, fetchMock, open, onRefused, onOpenChange };
}

/** The cart page behind the dialog, as far as the cart query goes. */
function CartReader() {
  useQuery(myCartQueryOptions());
  return null;
}

async function fillAndPay(user: ReturnType<typeof setup>["user"], phone = "0788 123 456") {
  await user.type(screen.getByLabelText("Phone number"), phone);
  await user.type(screen.getByLabelText("Delivery address"), "KG 7 Ave 12, Kigali");
  await user.click(screen.getByRole("radio", { name: /WhatsApp Payment/ }));
  await user.click(await screen.findByRole("button", { name: "Pay via WhatsApp" }));
}

afterEach(() => vi.unstubAllGlobals());

// Typing into three fields and the 1 s processing take a while on a busy machine.
describe("checkout with an order", { timeout: 20_000 }, () => {
  it("places the order first, then opens WhatsApp with a text that starts with the order number", async () => {
    const f = setup(jsonResponse(201, placed));
    await fillAndPay(f.user);
    await waitFor(() => expect(f.open).toHaveBeenCalled(), { timeout: 8000 });
    const body = JSON.parse(
      String(f.fetchMock.mock.calls.find(([url]) => url === "/api/market/orders/")?.[1]?.body),
    );
    expect(body).toEqual({
      contact_phone: "+250788123456",
      delivery_address: "KG 7 Ave 12, Kigali",
      promo_code: null,
      delivery_country: "RW",
      delivery_district: null,
      expected_total: 30000,
      expected_prices: [{ product_id: 3, price: "15000.00" }],
    });
    const url = new URL(String(f.open.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe("https://wa.me/250788000000");
    expect(url.searchParams.get("text")).toMatch(/^DHP-2026-000005 /);
    expect(f.onOpenChange).toHaveBeenCalledWith(false);
  });

  it("opens nothing on a 409 and hands the refused lines to the cart page", async () => {
    const lines = [
      {
        product_id: 3,
        name: "Agaseke basket",
        requested: 2,
        available: 1,
        reason: "insufficient_stock",
        price: "15000.00",
        expected_price: null,
      },
    ];
    const f = setup(
      jsonResponse(409, { detail: "Some items in your cart can no longer be ordered as they are.", lines }),
    );
    await fillAndPay(f.user);
    await waitFor(() => expect(f.onRefused).toHaveBeenCalledWith(lines), { timeout: 8000 });
    expect(f.open).not.toHaveBeenCalled();
  });

  it("checks the phone number in the browser before anything is sent", async () => {
    const f = setup(jsonResponse(201, placed));
    await fillAndPay(f.user, "12345");
    expect(
      await screen.findByText("Enter a Rwandan phone number, e.g. 07XXXXXXXX or +2507XXXXXXXX"),
    ).toBeInTheDocument();
    expect(f.fetchMock).not.toHaveBeenCalledWith("/api/market/orders/", expect.anything());
  });
});

describe("a pending order already holds these items (decision 070)", { timeout: 20_000 }, () => {
  const held = sampleOrder({ id: 4, number: "DHP-2026-000004" });
  const offer = () =>
    jsonResponse(409, {
      detail: messages.orders.alreadyPending(held.number),
      reason: "existing_order",
      order: held,
    });

  it("offers that order; continuing opens WhatsApp with its message and holds nothing new", async () => {
    const f = setup(offer());
    await fillAndPay(f.user);
    const panel = await screen.findByRole(
      "alert",
      { name: messages.orders.existingTitle },
      { timeout: 8000 },
    );
    expect(panel).toHaveTextContent("DHP-2026-000004");
    expect(panel).toHaveTextContent("Agaseke basket × 2");
    expect(screen.getByRole("link", { name: messages.orders.existingView })).toHaveAttribute(
      "href",
      "/orders",
    );
    expect(screen.getByRole("button", { name: "Pay via WhatsApp" })).toBeDisabled();
    await f.user.click(screen.getByRole("button", { name: messages.orders.existingContinue }));
    const url = new URL(String(f.open.mock.calls[0]?.[0]));
    expect(url.searchParams.get("text")).toMatch(/^DHP-2026-000004 /);
    expect(f.fetchMock.mock.calls.filter(([url]) => url === "/api/market/orders/")).toHaveLength(1);
    expect(f.onOpenChange).toHaveBeenCalledWith(false);
  });

  it("or cancels it and places the cart as a new order", async () => {
    const f = setup([
      offer(),
      jsonResponse(200, { ...held, status: "cancelled" }),
      jsonResponse(201, placed),
    ]);
    await fillAndPay(f.user);
    await f.user.click(
      await screen.findByRole("button", { name: messages.orders.existingReplace }, { timeout: 8000 }),
    );
    await waitFor(() => expect(f.open).toHaveBeenCalled(), { timeout: 8000 });
    const calls = f.fetchMock.mock.calls
      .map(([url]) => url)
      .filter((url) => url.startsWith("/api/market/orders/"));
    expect(calls).toEqual(["/api/market/orders/", "/api/market/orders/4/cancel/", "/api/market/orders/"]);
    expect(new URL(String(f.open.mock.calls[0]?.[0])).searchParams.get("text")).toMatch(/^DHP-2026-000005 /);
  });
});

describe("paying by mobile money", { timeout: 20_000 }, () => {
  const payment = {
    id: 9,
    order_id: 5,
    provider: "mtn",
    reference: "ref-1",
    phone: "250788123456",
    amount: "30000.00",
    currency: "RWF",
    failure_reason: null,
    flag: null,
    provider_transaction_id: null,
    simulated: true,
    requested_at: "2026-05-01T09:00:00Z",
    expires_at: "2026-05-01T09:15:00Z",
    settled_at: null,
    last_checked_at: null,
    events: [],
  };
  const awaiting = {
    ...placed,
    total: "30000.00",
    payment_method: "mobile_money",
    payments: [{ ...payment, status: "awaiting" }],
  };

  it("offers only what checkout really does: no Mobile Money without a network, never a card", async () => {
    setup(jsonResponse(201, placed));
    await screen.findByRole("radio", { name: /WhatsApp Payment/ });
    expect(screen.queryByRole("radio", { name: /Mobile Money/ })).toBeNull();
    expect(screen.queryByRole("radio", { name: /Card/ })).toBeNull();
    expect(screen.queryByText("Coming soon")).toBeNull();
  });

  it("places the order with the network and the confirmed phone, asks for approval, and follows it to paid", async () => {
    const f = setup(
      [
        jsonResponse(201, awaiting),
        jsonResponse(200, { ...awaiting, status: "confirmed", payments: [{ ...payment, status: "paid" }] }),
      ],
      [
        { name: "mtn", simulated: true },
        { name: "airtel", simulated: true },
      ],
    );
    await f.user.type(screen.getByLabelText("Phone number"), "0788 123 456");
    await f.user.type(screen.getByLabelText("Delivery address"), "KG 7 Ave 12, Kigali");
    await f.user.click(await screen.findByRole("radio", { name: /Mobile Money/ }));
    expect(screen.getByLabelText("Phone number that pays")).toHaveValue("0788 123 456");
    await f.user.click(screen.getByRole("radio", { name: "MTN MoMo" }));
    await f.user.click(screen.getByRole("button", { name: "Pay RWF 30,000 with Mobile Money" }));
    expect(
      await screen.findByText("Approve the payment of RWF 30,000 on your phone", {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByText(/Dial \*182\*7\*1# to see payments waiting/)).toBeVisible();
    const body = JSON.parse(
      String(f.fetchMock.mock.calls.find(([url]) => url === "/api/market/orders/")?.[1]?.body),
    );
    expect(body.payment).toEqual({ provider: "mtn", phone: "0788 123 456" });
    const cartReads = () =>
      f.fetchMock.mock.calls.filter(([url]) => url === "/api/market/cart/my_cart/").length;
    const readsBefore = cartReads();
    expect(await screen.findByText("Payment received", {}, { timeout: 8000 })).toBeVisible();
    expect(f.fetchMock.mock.calls.map(([url]) => url)).toContain("/api/market/orders/5/payment/");
    // The cart behind the dialog is read again the moment the payment succeeds.
    await waitFor(() => expect(cartReads()).toBeGreaterThan(readsBefore));
    expect(f.open).not.toHaveBeenCalled();
  });

  it("refuses a payer phone that is not Rwandan before anything is sent", async () => {
    const f = setup(jsonResponse(201, awaiting), [{ name: "airtel", simulated: false }]);
    await f.user.type(screen.getByLabelText("Phone number"), "0788 123 456");
    await f.user.type(screen.getByLabelText("Delivery address"), "KG 7 Ave 12, Kigali");
    await f.user.click(await screen.findByRole("radio", { name: /Mobile Money/ }));
    await f.user.clear(screen.getByLabelText("Phone number that pays"));
    await f.user.type(screen.getByLabelText("Phone number that pays"), "0688 123 456");
    await f.user.click(screen.getByRole("button", { name: /with Mobile Money/ }));
    expect(await screen.findByText(messages.payments.phoneInvalid)).toBeVisible();
    expect(f.fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/market/orders/");
  });
});

describe("promo code and delivery at checkout", { timeout: 20_000 }, () => {
  const kigali = {
    id: 1,
    name: "Kigali",
    description: "",
    fee: "1500.00",
    free_above: "50000.00",
    days_min: 0,
    days_max: 1,
    districts: ["Gasabo", "Kicukiro", "Nyarugenge"],
    abroad: false,
  };
  const quote = (body: Record<string, unknown>) => {
    if (body.promo_code === "NOPE")
      return jsonResponse(400, { promo_code: ["This promo code is not valid."] });
    const discount = body.promo_code === "WELCOME10" ? 3000 : 0;
    const fee = body.delivery_district ? 1500 : null;
    return jsonResponse(200, {
      subtotal: "30000.00",
      discount: `${discount}.00`,
      delivery_fee: fee === null ? null : `${fee}.00`,
      total: `${30000 - discount + (fee ?? 0)}.00`,
      promo: discount ? { code: "WELCOME10", kind: "percent", value: 10 } : null,
      zone: fee === null ? null : kigali,
    });
  };

  it("shows the server's discount and fee, refuses a bad code at its field, and sends what the shopper saw", async () => {
    const f = setup(jsonResponse(201, placed), [], {
      delivery: { zones: [kigali], abroad_offered: false },
      quote,
    });
    expect(await screen.findByText("We deliver only within Rwanda for now.")).toBeVisible();
    // No district yet: the order is not sent, the district says why.
    await f.user.type(screen.getByLabelText("Phone number"), "0788 123 456");
    await f.user.type(screen.getByLabelText("Delivery address"), "KG 7 Ave 12, Kigali");
    await f.user.click(screen.getByRole("radio", { name: /WhatsApp Payment/ }));
    await f.user.click(await screen.findByRole("button", { name: "Pay via WhatsApp" }));
    expect(await screen.findByText("Choose the district to deliver to")).toBeVisible();

    await f.user.selectOptions(screen.getByLabelText("District"), "Gasabo");
    expect(await screen.findByText("Kigali: 0 to 1 days")).toBeVisible();
    await waitFor(() => expect(screen.getByTestId("checkout-total")).toHaveTextContent("RWF 31,500"));

    await f.user.type(screen.getByLabelText("Promo code"), "NOPE");
    await f.user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("This promo code is not valid.")).toBeVisible();
    await f.user.clear(screen.getByLabelText("Promo code"));
    await f.user.type(screen.getByLabelText("Promo code"), "WELCOME10");
    await f.user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("Code WELCOME10 applied")).toBeVisible();
    await waitFor(() => expect(screen.getByTestId("checkout-total")).toHaveTextContent("RWF 28,500"));
    expect(screen.getByText("Discount (WELCOME10)")).toBeVisible();

    await f.user.click(screen.getByRole("button", { name: "Pay via WhatsApp" }));
    await waitFor(() => expect(f.open).toHaveBeenCalled(), { timeout: 8000 });
    const body = JSON.parse(
      String(f.fetchMock.mock.calls.find(([url]) => url === "/api/market/orders/")?.[1]?.body),
    );
    expect(body).toMatchObject({
      promo_code: "WELCOME10",
      delivery_country: "RW",
      delivery_district: "Gasabo",
      expected_total: 28500,
    });
  });

  it("starts from the default saved address, which the shopper can still change", async () => {
    const f = setup(jsonResponse(201, placed), [], {
      delivery: { zones: [kigali], abroad_offered: false },
      quote,
      addresses: [
        {
          id: 1,
          label: "Office",
          contact_phone: "+250788000111",
          delivery_address: "KN 4 Ave 2, Kigali",
          delivery_country: "RW",
          delivery_district: "Nyarugenge",
          is_default: false,
        },
        {
          id: 2,
          label: "Home",
          contact_phone: "+250788123456",
          delivery_address: "KG 7 Ave 12, Kigali",
          delivery_country: "RW",
          delivery_district: "Gasabo",
          is_default: true,
        },
      ],
    });
    await waitFor(() => expect(screen.getByLabelText("Phone number")).toHaveValue("+250788123456"));
    expect(screen.getByLabelText("Delivery address")).toHaveValue("KG 7 Ave 12, Kigali");
    await waitFor(() => expect(screen.getByLabelText("District")).toHaveValue("Gasabo"));
    await f.user.clear(screen.getByLabelText("Delivery address"));
    await f.user.type(screen.getByLabelText("Delivery address"), "KK 15 Rd 3, Kicukiro");
    await f.user.selectOptions(screen.getByLabelText("District"), "Gasabo");
    await f.user.click(screen.getByRole("radio", { name: /WhatsApp Payment/ }));
    await f.user.click(await screen.findByRole("button", { name: "Pay via WhatsApp" }));
    await waitFor(() => expect(f.open).toHaveBeenCalled(), { timeout: 8000 });
    const body = JSON.parse(
      String(f.fetchMock.mock.calls.find(([url]) => url === "/api/market/orders/")?.[1]?.body),
    );
    expect(body).toMatchObject({
      contact_phone: "+250788123456",
      delivery_address: "KK 15 Rd 3, Kicukiro",
      delivery_district: "Gasabo",
    });
  });
});
