import { describe, expect, it } from "vitest";
import {
  accountDeleteSchema,
  passwordChangeSchema,
  passwordChangeSchemaFor,
  profileFormSchema,
  profilePatchSchema,
} from "./profile.ts";
import { fieldErrors } from "./test-helpers.ts";

describe("My profile", () => {
  const valid = { first_name: "Jean", last_name: "Habimana", email: "jean@example.rw" };

  it("requires first name, last name and an email-shaped email", () => {
    expect(profileFormSchema.parse({ ...valid, first_name: " Jean " }).first_name).toBe("Jean");
    expect(fieldErrors(profileFormSchema.safeParse({}))).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Email is required",
    });
    expect(fieldErrors(profileFormSchema.safeParse({ ...valid, email: "jean.example.rw" }))).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("limits names to 150 characters", () => {
    expect(
      fieldErrors(
        profileFormSchema.safeParse({ ...valid, first_name: "x".repeat(151), last_name: "y".repeat(151) }),
      ),
    ).toEqual({
      first_name: "First name must be at most 150 characters",
      last_name: "Last name must be at most 150 characters",
    });
  });

  it("takes any subset, and an avatar as a data URL, a media reference or null", () => {
    expect(profilePatchSchema.parse({ last_name: "Nkusi" })).toEqual({ last_name: "Nkusi" });
    for (const avatar of ["data:image/png;base64,iVBORw0KGgo=", "/media/avatar-1.webp", null]) {
      expect(profilePatchSchema.parse({ avatar }).avatar).toBe(avatar);
    }
    expect(fieldErrors(profilePatchSchema.safeParse({ avatar: "https://elsewhere.example/me.png" }))).toEqual(
      {
        avatar: "Please select valid image files",
      },
    );
    expect(fieldErrors(profilePatchSchema.safeParse({ avatar: `data:${"a".repeat(2_800_101)}` }))).toEqual({
      avatar: "Image size must be less than 2MB",
    });
  });
});

describe("changing the password and deleting the account", () => {
  it("needs the current password and a new one of 6 to 128 characters", () => {
    expect(fieldErrors(passwordChangeSchema.safeParse({}))).toEqual({
      current_password: "Current password is required",
      new_password: "Password is required",
    });
    expect(
      fieldErrors(passwordChangeSchema.safeParse({ current_password: "old-secret", new_password: "12345" })),
    ).toEqual({ new_password: "Password must be at least 6 characters" });
    expect(
      fieldErrors(
        passwordChangeSchema.safeParse({ current_password: "old-secret", new_password: "x".repeat(129) }),
      ),
    ).toEqual({ new_password: "Password must be at most 128 characters" });
  });

  it("holds an administrator's new password to the portal's rule and refuses common ones", () => {
    const admin = passwordChangeSchemaFor("admin");
    expect(fieldErrors(admin.safeParse({ current_password: "old-secret", new_password: "Kirezi7" }))).toEqual(
      { new_password: "Password must be between 8 and 32 characters" },
    );
    expect(
      passwordChangeSchemaFor("user").safeParse({ current_password: "x", new_password: "Kirezi7" }).success,
    ).toBe(true);
    expect(
      fieldErrors(passwordChangeSchema.safeParse({ current_password: "old-secret", new_password: "123456" })),
    ).toEqual({ new_password: "This password is too common. Please choose one that is harder to guess." });
  });

  it("refuses invisible characters in names", () => {
    expect(fieldErrors(profilePatchSchema.safeParse({ first_name: "Jean\u202e" }))).toEqual({
      first_name: "This field cannot contain invisible or control characters.",
    });
  });

  it("asks for the password once more before deleting the account", () => {
    expect(accountDeleteSchema.safeParse({ password: "secret123" }).success).toBe(true);
    expect(fieldErrors(accountDeleteSchema.safeParse({ password: "" }))).toEqual({
      password: "Current password is required",
    });
  });
});
