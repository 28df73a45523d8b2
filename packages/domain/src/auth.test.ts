import { describe, expect, it } from "vitest";
import {
  adminCredentialsSchema,
  adminLoginSchema,
  loginSchema,
  newPasswordSchemaFor,
  registerSchema,
} from "./auth.ts";

function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe("sign-in (product §5)", () => {
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

const signUp = {
  first_name: "A",
  last_name: "B",
  username: "abc",
  email: "a@b.rw",
  password: "Imigongo-art",
};

describe("sign-up (product §5)", () => {
  const valid = {
    first_name: "A",
    last_name: "B",
    username: "abc",
    email: "a@b.rw",
    password: "Imigongo-art",
  };

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

describe("admin sign-in (product §5)", () => {
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

describe("common passwords", () => {
  it("refuses the most common passwords on sign-up, whatever their case, with a clear message", () => {
    for (const password of [
      "123456",
      "password",
      "Password1",
      "qwerty123",
      "iloveyou",
      "aaaaaaa",
      "rwanda2024",
    ]) {
      expect(errors(registerSchema.safeParse({ ...signUp, password })).password).toBe(
        "This password is too common. Please choose one that is harder to guess.",
      );
    }
    expect(registerSchema.safeParse({ ...signUp, password: "Imigongo-art" }).success).toBe(true);
  });

  it("still lets a common password be typed at sign-in (it only refuses setting one)", () => {
    expect(loginSchema.safeParse({ username: "abc", password: "123456" }).success).toBe(true);
  });
});

describe("one password rule for administrators", () => {
  const longest = "Imigongo-art-".padEnd(32, "x");
  it("gives every new admin password the portal's 8 to 32 characters, never a common one", () => {
    const rule = newPasswordSchemaFor("admin");
    for (const password of ["Kirezi7", longest + "y", "x9".repeat(64)]) {
      expect(rule.safeParse(password).error?.issues[0]?.message).toBe(
        "Password must be between 8 and 32 characters",
      );
    }
    expect(rule.safeParse("password123").error?.issues[0]?.message).toBe(
      "This password is too common. Please choose one that is harder to guess.",
    );
    expect(rule.safeParse(longest).success).toBe(true);
    expect(adminLoginSchema.safeParse({ username: "admin_1", password: longest }).success).toBe(true);
    expect(errors(adminCredentialsSchema.safeParse({ username: "admin_1", password: "admin123" }))).toEqual({
      password: "This password is too common. Please choose one that is harder to guess.",
    });
  });

  it("keeps the shoppers' 6 to 128", () => {
    expect(newPasswordSchemaFor("user").safeParse("Kirezi7").success).toBe(true);
    expect(newPasswordSchemaFor("user").safeParse("x9".repeat(64)).success).toBe(true);
  });
});

describe("names and usernames", () => {
  const invisible = "This field cannot contain invisible or control characters.";
  it("refuses zero-width, bidirectional override and other invisible characters", () => {
    for (const hidden of ["\u200b", "\u200f", "\u202e", "\u2066", "\ufeff", "\u0007", "\u00ad"]) {
      expect(
        errors(
          registerSchema.safeParse({ ...signUp, first_name: `Al${hidden}ine`, last_name: `Uwa${hidden}se` }),
        ),
      ).toEqual({ first_name: invisible, last_name: invisible });
      expect(errors(registerSchema.safeParse({ ...signUp, email: `a${hidden}@b.rw` })).email).toBe(invisible);
      expect(
        errors(registerSchema.safeParse({ ...signUp, username: `adm${hidden}in` })).username,
      ).toBeDefined();
    }
  });

  it("stores names in Unicode NFC, so one name is always one spelling", () => {
    const decomposed = "Mugisha Ange\u0301lique";
    expect(registerSchema.parse({ ...signUp, first_name: decomposed }).first_name).toBe("Mugisha Angélique");
    expect(registerSchema.parse({ ...signUp, last_name: "Nyiramana" }).last_name).toBe("Nyiramana");
  });
});
