import { describe, expect, it } from "vitest";
import { fieldErrors } from "./test-helpers.ts";
import { customerPatchSchema, customerUpdateSchema } from "./users.ts";

const valid = { first_name: "Aline", last_name: "Uwase", username: "aline_u", email: "aline@example.rw" };

describe("the admin's Edit Customer form (product §5)", () => {
  it("accepts a complete form, trimming text and turning absent names into empty ones", () => {
    expect(customerUpdateSchema.parse({ ...valid, username: "  aline_u ", first_name: null })).toEqual({
      ...valid,
      first_name: "",
    });
  });

  it("requires the username and the email, and an email-shaped email", () => {
    expect(fieldErrors(customerUpdateSchema.safeParse({}))).toEqual({
      username: "Username is required",
      email: "Email is required",
    });
    expect(
      fieldErrors(customerUpdateSchema.safeParse({ ...valid, username: "  ", email: "aline@" })),
    ).toEqual({
      username: "Username is required",
      email: "Please enter a valid email address",
    });
  });

  it("applies the sign-up rules to the username", () => {
    expect(fieldErrors(customerUpdateSchema.safeParse({ ...valid, username: "ab" }))).toEqual({
      username: "Username must be at least 3 characters",
    });
    expect(fieldErrors(customerUpdateSchema.safeParse({ ...valid, username: "a".repeat(151) }))).toEqual({
      username: "Username must be at most 150 characters",
    });
    expect(fieldErrors(customerUpdateSchema.safeParse({ ...valid, username: "aline uwase" }))).toEqual({
      username: "Username contains invalid characters",
    });
  });

  it("limits names to 150 characters and emails to 254", () => {
    expect(fieldErrors(customerUpdateSchema.safeParse({ ...valid, last_name: "x".repeat(151) }))).toEqual({
      last_name: "Last name must be at most 150 characters",
    });
    const long = `${"a".repeat(250)}@b.rw`;
    expect(fieldErrors(customerUpdateSchema.safeParse({ ...valid, email: long }))).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("refuses invisible characters in names, usernames and emails", () => {
    const invisible = "This field cannot contain invisible or control characters.";
    expect(
      fieldErrors(
        customerUpdateSchema.safeParse({
          ...valid,
          first_name: "A\u200bline",
          email: "aline\u202e@example.rw",
        }),
      ),
    ).toEqual({ first_name: invisible, email: invisible });
  });

  it("refuses the NUL character in any text", () => {
    expect(fieldErrors(customerUpdateSchema.safeParse({ ...valid, first_name: "A\u0000" }))).toEqual({
      first_name: "Text cannot contain the NUL character.",
    });
  });
});

describe("PATCH /api/users/{id}/ (any subset of the form)", () => {
  it("takes one field alone but still checks it", () => {
    expect(customerPatchSchema.parse({ email: "new@example.rw" })).toEqual({ email: "new@example.rw" });
    expect(customerPatchSchema.parse({})).toEqual({});
    expect(fieldErrors(customerPatchSchema.safeParse({ username: "" }))).toEqual({
      username: "Username is required",
    });
  });
});
