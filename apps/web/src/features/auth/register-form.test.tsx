import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../lib/i18n/messages.ts";
import { jsonResponse, renderRoute } from "../../test/render.tsx";
import { RegisterForm } from "./register-form.tsx";

const m = messages.signUp;

function setup() {
  const view = renderRoute(<RegisterForm />, { path: "/register" });
  const get = (label: string) => screen.getByLabelText(label);
  return {
    ...view,
    firstName: get("First Name"),
    lastName: get("Last Name"),
    username: get("Username"),
    email: get("Email"),
    password: get("Password"),
    submit: screen.getByRole("button", { name: "SIGN UP" }),
  };
}

async function fillValid(f: ReturnType<typeof setup>) {
  await f.user.type(f.firstName, "Keza");
  await f.user.type(f.lastName, "Mugisha");
  await f.user.type(f.username, "keza_m");
  await f.user.type(f.email, "keza@example.rw");
  await f.user.type(f.password, "Keza-garden7");
}

afterEach(() => vi.unstubAllGlobals());

describe("sign-up form (product §2, §5)", () => {
  it("shows every required message and sends nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { user, submit } = setup();
    await user.click(submit);
    for (const text of [
      m.firstNameRequired,
      m.lastNameRequired,
      m.usernameRequired,
      m.emailRequired,
      m.passwordRequired,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks username length, email shape and password length", async () => {
    const f = setup();
    await f.user.type(f.firstName, "Keza");
    await f.user.type(f.lastName, "Mugisha");
    await f.user.type(f.username, "ke");
    await f.user.type(f.email, "keza-at-example");
    await f.user.type(f.password, "12345");
    await f.user.click(f.submit);
    expect(await screen.findByText(m.usernameMin)).toBeInTheDocument();
    expect(screen.getByText(m.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.passwordMin)).toBeInTheDocument();
  });

  it("refuses a common password and a name with an invisible character, sending nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const f = setup();
    await f.user.type(f.firstName, "Keza\u202e");
    await f.user.type(f.lastName, "Mugisha");
    await f.user.type(f.username, "keza");
    await f.user.type(f.email, "keza@example.rw");
    await f.user.type(f.password, "123456");
    await f.user.click(f.submit);
    expect(await screen.findByText(m.passwordCommon)).toBeInTheDocument();
    expect(screen.getByText(messages.common.invisibleCharacter)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("editing a field clears its error", async () => {
    const f = setup();
    await f.user.click(f.submit);
    await screen.findByText(m.emailRequired);
    await f.user.type(f.email, "k");
    expect(screen.queryByText(m.emailRequired)).not.toBeInTheDocument();
    expect(screen.getByText(m.usernameRequired)).toBeInTheDocument();
  });

  it("shows the server's 400 messages at their fields", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(400, { email: [m.emailTaken], username: [m.usernameTaken] })),
    );
    const f = setup();
    await fillValid(f);
    await f.user.click(f.submit);
    expect(await screen.findByText(m.emailTaken)).toBeInTheDocument();
    expect(f.email).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(m.usernameTaken)).toBeInTheDocument();
    expect(f.username).toHaveAttribute("aria-invalid", "true");
  });

  it("on success posts the payload and goes to /login", async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(201, {
        id: 3,
        username: "keza_m",
        email: "keza@example.rw",
        first_name: "Keza",
        last_name: "Mugisha",
        type: "user",
        avatar: null,
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const f = setup();
    await fillValid(f);
    await f.user.click(f.submit);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/login"));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/register/");
    expect(JSON.parse(String(init.body))).toEqual({
      first_name: "Keza",
      last_name: "Mugisha",
      username: "keza_m",
      email: "keza@example.rw",
      password: "Keza-garden7",
    });
  });
});
