import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { askCredentials, PASSWORD_PROMPT, USERNAME_PROMPT } from "./ask-credentials.ts";

function capture() {
  const output = new PassThrough();
  let text = "";
  output.on("data", (chunk) => {
    text += chunk;
  });
  return { output, text: () => text };
}

/** Types `text` one key at a time, as a person at a terminal would. */
async function type(input: PassThrough, text: string) {
  for (const key of text) {
    input.write(key);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("npm run create-admin's questions", () => {
  it("on a terminal, echoes the username but never the password", async () => {
    const input = new PassThrough();
    const { output, text } = capture();
    const answer = askCredentials(input, output, true);
    await type(input, "site_admin\r");
    await type(input, "Hidden#Pass42\r");
    expect(await answer).toEqual({ username: "site_admin", password: "Hidden#Pass42" });
    expect(text()).toContain(USERNAME_PROMPT);
    expect(text()).toContain("site_admin");
    expect(text()).toContain(PASSWORD_PROMPT);
    expect(text()).not.toContain("Hidden");
    expect(text()).not.toContain("*");
  });

  it("reads both answers from a pipe", async () => {
    const input = new PassThrough();
    const { output } = capture();
    const answer = askCredentials(input, output, false);
    input.end("  piped_admin \nPiped#Pass42\n");
    expect(await answer).toEqual({ username: "piped_admin", password: "Piped#Pass42" });
  });
});
