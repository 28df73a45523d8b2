import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { oaiSchemaErrors } from "../../../test/standards.ts";
import { adminEmailWarning, oaiAdminEmail, PLACEHOLDER_ADMIN_EMAIL } from "./oai-admin-email.ts";

/**
 * With the default configuration (no PUBLIC_URL, no OAI_ADMIN_EMAIL) and a web build present, every
 * OAI-PMH answer validates against the official schema, and addresses under /oai/ that are not the
 * endpoint get the protocol's error, not the web app's page (decision 220).
 */

let t: TestApp;
const SHELL = '<!doctype html><head><title>Heritage shell</title></head><body><div id="root"></div>';

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-web-"));
  fs.writeFileSync(path.join(dist, "index.html"), SHELL);
  t = await buildTestApp({ webDist: dist });
});
afterAll(() => t.close());

describe("OAI-PMH with the default configuration", () => {
  it("answers Identify with a schema-valid placeholder adminEmail", async () => {
    const response = await t.app.inject({ url: "/oai?verb=Identify" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<adminEmail>${PLACEHOLDER_ADMIN_EMAIL}</adminEmail>`);
    expect(await oaiSchemaErrors(response.body)).toEqual([]);
  });

  it("gives admin@<host> on a host with a domain name, and it validates with its oai-identifier", async () => {
    const response = await t.app.inject({
      url: "/oai?verb=Identify",
      headers: { host: "archives.example.rw" },
    });
    expect(response.body).toContain("<adminEmail>admin@archives.example.rw</adminEmail>");
    expect(response.body).toContain("<repositoryIdentifier>archives.example.rw</repositoryIdentifier>");
    expect(await oaiSchemaErrors(response.body)).toEqual([]);
  });

  it("answers every address under /oai/ that is not the endpoint with a schema-valid badVerb, 404", async () => {
    for (const url of ["/oai/foo", "/oai/foo?verb=Identify", "/oai/request/Identify", "/oai/oai.xsd"]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toBe("text/xml; charset=utf-8");
      expect(response.headers["access-control-allow-origin"], url).toBe("*");
      expect(response.body, url).not.toContain("Heritage shell");
      expect(response.body, url).toMatch(
        /<error code="badVerb">[^<]*http:\/\/localhost(:\d+)?\/oai\.<\/error>/,
      );
      expect(response.body, url).toMatch(/<request>http:\/\/localhost(:\d+)?\/oai<\/request>/);
      expect(await oaiSchemaErrors(response.body), url).toEqual([]);
    }
    const posted = await t.app.inject({ method: "POST", url: "/oai/foo", payload: "verb=Identify" });
    expect(posted.statusCode).toBe(404);
    expect(posted.body).toContain('<error code="badVerb">');
  });

  it("still answers at /oai/ (a trailing slash is the same address) and leaves web pages to the app", async () => {
    const slash = await t.app.inject({ url: "/oai/?verb=Identify" });
    expect(slash.statusCode).toBe(200);
    expect(slash.body).toContain("<Identify>");
    const page = await t.app.inject({ url: "/resources/oai-guide" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Heritage shell");
  });
});

describe("adminEmail when OAI_ADMIN_EMAIL is unset", () => {
  it("is admin@<host> for a domain name and the .invalid placeholder for anything else", () => {
    expect(oaiAdminEmail("archives@museum.rw", "localhost")).toBe("archives@museum.rw");
    expect(oaiAdminEmail(undefined, "heritage.example.rw")).toBe("admin@heritage.example.rw");
    for (const host of ["localhost", "api", "192.168.1.20", "[::1]", ""]) {
      expect(oaiAdminEmail(undefined, host), host).toBe("admin@localhost.invalid");
    }
  });

  it("warns at start-up only when harvesters would read the placeholder", () => {
    expect(adminEmailWarning({})).toMatch(/^OAI_ADMIN_EMAIL is unset/);
    expect(adminEmailWarning({ publicUrl: "http://localhost:3000" })).toContain(PLACEHOLDER_ADMIN_EMAIL);
    expect(adminEmailWarning({ publicUrl: "http://10.0.0.5" })).not.toBeNull();
    expect(adminEmailWarning({ publicUrl: "https://heritage.rw" })).toBeNull();
    expect(adminEmailWarning({ oaiAdminEmail: "a@b.rw" })).toBeNull();
  });
});
