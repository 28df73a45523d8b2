import type { FastifyInstance } from "fastify";
import { signUpShopper } from "../../test/accounts.ts";

/** Test fixtures: a shopper who applied and was approved, so holds the creator role. */

type Headers = Record<string, string>;

export const application = (name: string) => ({
  display_name: name,
  community: "Nyakarambi",
  practice: "Imigongo panels",
  statement: "I paint Imigongo panels with the cooperative of Nyakarambi, as my mother taught me.",
  links: ["https://example.rw/imigongo"],
});

export async function approvedCreator(app: FastifyInstance, admin: Headers, name: string) {
  const person = await signUpShopper(app);
  const applied = await app.inject({
    method: "POST",
    url: "/api/creator/applications/",
    headers: person.headers,
    payload: application(name),
  });
  if (applied.statusCode !== 201) throw new Error(`apply failed: ${applied.body}`);
  const decided = await app.inject({
    method: "POST",
    url: `/api/admin/creator-applications/${applied.json().id}/decision/`,
    headers: admin,
    payload: { decision: "approve" },
  });
  if (decided.statusCode !== 200) throw new Error(`approve failed: ${decided.body}`);
  const me = await app.inject({ method: "GET", url: "/api/creator/me/", headers: person.headers });
  return { ...person, slug: me.json().creator.slug as string };
}

/** An institution and a published collection made through the admin API; returns the collection's id. */
export async function publishedCollection(app: FastifyInstance, admin: Headers, title = "Imigongo") {
  const institution = await app.inject({
    method: "POST",
    url: "/api/admin/repository/institutions/",
    headers: admin,
    payload: { kind: "community", name: `${title} cooperative` },
  });
  const collection = await app.inject({
    method: "POST",
    url: "/api/admin/repository/collections/",
    headers: admin,
    payload: { institution: institution.json().id, title, published: true },
  });
  return collection.json().id as string;
}
