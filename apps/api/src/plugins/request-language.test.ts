import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../test/accounts.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../test/fixtures/catalog-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const languageHeader = (language: string | undefined): Record<string, string> =>
  language === undefined ? {} : { "accept-language": language };

describe("the API answers in the request's language (Accept-Language)", () => {
  const badSignUp = {
    first_name: "",
    last_name: "Uwase",
    username: "ab",
    email: "no-at-sign",
    password: "123",
  };
  const expected = {
    rw: {
      first_name: ["Andika izina ryawe bwite"],
      username: ["Izina ukoresha rigomba kugira nibura inyuguti 3"],
      email: ["Andika imeri yemewe"],
      password: ["Ijambo ry’ibanga rigomba kugira nibura inyuguti 6"],
    },
    fr: {
      first_name: ["Le prénom est obligatoire"],
      username: ["Le nom d’utilisateur doit contenir au moins 3 caractères"],
      email: ["Saisissez une adresse e-mail valide"],
      password: ["Le mot de passe doit contenir au moins 6 caractères"],
    },
    en: {
      first_name: ["First name is required"],
      username: ["Username must be at least 3 characters"],
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
    },
  };

  it.each([
    ["rw", expected.rw],
    ["rw-RW,en;q=0.5", expected.rw],
    ["fr", expected.fr],
    ["fr-CA, en;q=0.8", expected.fr],
    ["en", expected.en],
    ["de-DE, sw;q=0.5", expected.en],
    [undefined, expected.en],
  ])("field messages for Accept-Language %s", async (language, fields) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register/",
      headers: languageHeader(language),
      payload: badSignUp,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fields);
  });

  it("prefers the language with the higher q-value", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login/",
      headers: { "accept-language": "en;q=0.3, fr;q=0.9" },
      payload: {},
    });
    expect(response.json().username).toEqual(["L’e-mail ou le nom d’utilisateur est obligatoire"]);
  });

  it("translates details with values: the cart's stock limit and its docs/product.md failure text", async () => {
    const shopper = await signUpShopper(t.app);
    const category = await seedCategory(t.app);
    const drum = await seedProduct(t.app, category.id, { stock: 2 });
    const add = (language?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/market/cart/add_item/",
        headers: { ...shopper.headers, ...languageHeader(language) },
        payload: { product_id: drum.id, quantity: 5 },
      });
    expect((await add("rw")).json()).toEqual({
      detail: "Ushobora kongera 2 gusa mu gitebo cyawe.",
      status: false,
      message: "Ntibyashobotse gushyira mu gitebo",
    });
    expect((await add("fr")).json()).toEqual({
      detail: "Vous ne pouvez plus en ajouter que 2 à votre panier.",
      status: false,
      message: "Impossible d’ajouter l’article au panier",
    });
    expect((await add()).json()).toEqual({
      detail: "Only 2 more can be added to your cart.",
      status: false,
      message: "Failed to add item to cart",
    });
  });

  it("translates the admin portal's lockout", async () => {
    await signInAdmin(t.app);
    const attempt = (language?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/login/",
        headers: languageHeader(language),
        payload: { username: "site_admin", password: "wrong-password" },
        remoteAddress: "10.9.0.1",
      });
    for (let i = 0; i < 4; i++) await attempt();
    const fifth = await attempt("fr");
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().detail).toBe("Trop de tentatives échouées. Compte bloqué pendant 5 minutes.");
    const locked = await attempt("rw");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toBe("Konti ifunzwe by’agateganyo. Ongera ugerageze mu minota 5.");
    expect((await attempt()).json().detail).toBe(
      "Account temporarily locked. Please try again in 5 minutes.",
    );
  });

  it("answers the API in Accept-Language even beside a `lang` cookie (only pages read it, decision 183)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/register/",
      headers: { "accept-language": "rw", cookie: "lang=fr" },
      payload: badSignUp,
    });
    expect(response.json()).toEqual(expected.rw);
  });

  it("keeps the account's language: PATCH /api/users/me/ {language} and GET shows it", async () => {
    const me = await signUpShopper(t.app);
    const before = await t.app.inject({ method: "GET", url: "/api/users/me/", headers: me.headers });
    expect(before.json().language).toBeNull();
    const set = await t.app.inject({
      method: "PATCH",
      url: "/api/users/me/",
      headers: me.headers,
      payload: { language: "rw" },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().language).toBe("rw");
    const after = await t.app.inject({ method: "GET", url: "/api/users/me/", headers: me.headers });
    expect(after.json().language).toBe("rw");
    const refused = await t.app.inject({
      method: "PATCH",
      url: "/api/users/me/",
      headers: { ...me.headers, "accept-language": "fr" },
      payload: { language: "de" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ language: ["La langue doit être rw, en ou fr"] });
  });
});
