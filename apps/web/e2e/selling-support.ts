import { type APIRequestContext, expect } from "@playwright/test";
import { ADMIN, approvedCreatorViaApi, loginViaApi } from "./support.ts";

/** What the selling journeys set up over the API when the screens under test come later. */

/** An 8 × 6 PNG in the maker's clay colour, as a product form sends a new picture. */
export const CLAY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOYZS+DFTEMpAQAjkkt8f3uAboAAAAASUVORK5CYII=";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An approved creator whose request to sell the admin approved: their shop is open. */
export async function openShopViaApi(request: APIRequestContext, stamp: string) {
  const maker = await approvedCreatorViaApi(request, {
    display_name: `Uwase Aline ${stamp}`,
    community: "Nyakarambi",
    practice: "Agaseke baskets",
    statement: "I weave Agaseke baskets with the cooperative of Nyakarambi, as my mother taught me.",
  });
  const asked = await request.post("/api/selling/applications/", {
    headers: bearer(maker.session.access),
    data: {
      shop_name: `Aline's baskets ${stamp}`,
      payout_phone: "0781234567",
      ships_from: ["Kirehe"],
      accept_terms: true,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const admin = await loginViaApi(request, ADMIN.username, ADMIN.password);
  const decided = await request.post(
    `/api/admin/seller-applications/${((await asked.json()) as { id: number }).id}/decision/`,
    { headers: bearer(admin.access), data: { decision: "approve" } },
  );
  expect(decided.status(), await decided.text()).toBe(200);
  return { ...maker, admin };
}

/** The maker's piece, listed, sent for review and passed by the admin: on sale. */
export async function livePieceViaApi(
  request: APIRequestContext,
  shop: Awaited<ReturnType<typeof openShopViaApi>>,
  name: string,
) {
  const categories = (await (await request.get("/api/market/categories/")).json()) as { id: number }[];
  const created = await request.post("/api/selling/products/", {
    headers: bearer(shop.session.access),
    data: { name, price: 18_000, stock: 4, category: categories[0]!.id, uploaded_images: [CLAY_PNG] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const submitted = await request.post(`/api/selling/products/${id}/submit/`, {
    headers: bearer(shop.session.access),
  });
  const { version } = (await submitted.json()) as { version: number };
  const passed = await request.post(`/api/admin/listings/${id}/decision/`, {
    headers: bearer(shop.admin.access),
    data: { decision: "approve", version },
  });
  expect(passed.status(), await passed.text()).toBe(200);
  return id;
}
