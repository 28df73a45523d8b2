import type { FastifyInstance } from "fastify";
import { ensureAdmin } from "../modules/people/users/admin-account.ts";

export const ADMIN = { username: "site_admin", password: "Admin#Pass2026" } as const;

let counter = 0;

/** Registers a shopper through the API and signs in; returns the tokens and the user. */
export async function signUpShopper(app: FastifyInstance, name = `shopper${++counter}`) {
  const body = {
    first_name: "Aline",
    last_name: "Uwase",
    username: name,
    email: `${name}@example.rw`,
    password: "Inanga-secret9",
  };
  const registered = await app.inject({ method: "POST", url: "/api/register/", payload: body });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  return signIn(app, name, body.password);
}

export async function signInAdmin(app: FastifyInstance) {
  await ensureAdmin(app.db, ADMIN.username, ADMIN.password);
  return signIn(app, ADMIN.username, ADMIN.password);
}

export async function signIn(app: FastifyInstance, username: string, password: string) {
  const response = await app.inject({ method: "POST", url: "/api/login/", payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const data = response.json() as {
    access: string;
    refresh: string;
    user: { id: number; username: string; type: string };
  };
  return { ...data, headers: { authorization: `Bearer ${data.access}` } };
}
