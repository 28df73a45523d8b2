import { describe, expect, it } from "vitest";
import { adminLoginSchema, loginSchema, registerSchema } from "./auth.ts";

function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe("sign-in (SPEC §5)", () => {
  it("requires both fields", () => {
    expect(errors(loginSchema.safeParse({ username: "", password: "" }))).toEqual({
      username: "Email or username is required",
      password: "Password is required",
    });
  });

  it("asks for 3 characters only when the value is not email-shaped", () => {
    expect(errors(loginSchema.safeParse({ username: "ab", password: "secret1" }))).toEqual({
      username: "Please enter a valid email or username (min 3 characters)",
    });
    expect(loginSchema.safeParse({ username: "a@b.rw", password: "secret1" }).success).toBe(true);
    expect(loginSchema.safeParse({ username: "abc", password: "secret1" }).success).toBe(true);
  });

  it("caps the name at 254 characters, the longest email address", () => {
    expect(loginSchema.safeParse({ username: `${"a".repeat(248)}@b.rw`, password: "secret1" }).success).toBe(
      true,
    );
    expect(errors(loginSchema.safeParse({ username: "a".repeat(255), password: "secret1" }))).toEqual({
      username: "Email or username must be at most 254 characters",
    });
  });

  it("needs a password of 6 characters", () => {
    expect(errors(loginSchema.safeParse({ username: "abc", password: "12345" }))).toEqual({
      password: "Password must be at least 6 characters",
    });
  });
});

describe("sign-up (SPEC §5)", () => {
  const valid = { first_name: "A", last_name: "B", username: "abc", email: "a@b.rw", password: "secret" };

  it("accepts a complete form and trims names", () => {
    const parsed = registerSchema.parse({ ...valid, first_name: "  Aline " });
    expect(parsed.first_name).toBe("Aline");
  });

  it("gives each field its message", () => {
    expect(errors(registerSchema.safeParse({}))).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      username: "Username is required",
      email: "Email is required",
      password: "Password is required",
    });
    expect(
      errors(registerSchema.safeParse({ ...valid, username: "ab", email: "nope", password: "12345" })),
    ).toEqual({
      username: "Username must be at least 3 characters",
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
    });
  });
});

describe("admin sign-in (SPEC §5)", () => {
  it("limits the username to 3-20 letters, digits, _ and -", () => {
    expect(errors(adminLoginSchema.safeParse({ username: "", password: "" })).username).toBe(
      "Username is required",
    );
    expect(errors(adminLoginSchema.safeParse({ username: "ab", password: "password1" })).username).toBe(
      "Username must be at least 3 characters",
    );
    expect(
      errors(adminLoginSchema.safeParse({ username: "bad name!", password: "password1" })).username,
    ).toBe("Username contains invalid characters");
    expect(
      errors(adminLoginSchema.safeParse({ username: "a".repeat(21), password: "password1" })).username,
    ).toBe("Username must be at most 20 characters");
  });

  it("requires a password of 8 to 32 characters", () => {
    expect(errors(adminLoginSchema.safeParse({ username: "admin", password: "short" })).password).toBe(
      "Password must be between 8 and 32 characters",
    );
    expect(adminLoginSchema.safeParse({ username: "admin_1", password: "long-enough" }).success).toBe(true);
  });
});
