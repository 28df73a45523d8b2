import { describe, expect, it } from "vitest";
import {
  clearSession,
  getAccessToken,
  getUserInfo,
  readSessionSnapshot,
  saveRedirectPath,
  startSession,
  takeRedirectPath,
  updateTokens,
} from "./session.ts";

const answer = { access: "a1", refresh: "r1", user: { username: "amahoro", type: "user" as const } };

describe("session storage choice (product §3)", () => {
  it("keeps the session in localStorage with remember-me", () => {
    startSession({ ...answer, remember: true });
    expect(localStorage.getItem("authToken")).toBe("a1");
    expect(localStorage.getItem("refresh")).toBe("r1");
    expect(JSON.parse(localStorage.getItem("userInfo") ?? "null")).toEqual({
      username: "amahoro",
      type: "user",
    });
    expect(sessionStorage.getItem("authToken")).toBeNull();
  });

  it("keeps the session in sessionStorage without remember-me", () => {
    startSession({ ...answer, remember: false });
    expect(sessionStorage.getItem("authToken")).toBe("a1");
    expect(sessionStorage.getItem("refresh")).toBe("r1");
    expect(localStorage.getItem("authToken")).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
  });

  it("a new sign-in clears the old session from the other storage", () => {
    startSession({ ...answer, remember: true });
    startSession({
      access: "a2",
      refresh: "r2",
      user: { username: "admin1", type: "admin" },
      remember: false,
    });
    expect(localStorage.getItem("authToken")).toBeNull();
    expect(getAccessToken()).toBe("a2");
    expect(getUserInfo()).toEqual({ username: "admin1", type: "admin" });
  });

  it("writes rotated tokens to the storage the session lives in", () => {
    startSession({ ...answer, remember: true });
    updateTokens("a9", "r9");
    expect(localStorage.getItem("authToken")).toBe("a9");
    expect(localStorage.getItem("refresh")).toBe("r9");
    expect(sessionStorage.getItem("authToken")).toBeNull();
  });

  it("clearSession removes tokens, user info and redirectPath but not ViewPage", () => {
    localStorage.setItem("ViewPage", "about");
    startSession({ ...answer, remember: true });
    saveRedirectPath("/orders");
    clearSession();
    for (const key of ["authToken", "refresh", "userInfo", "redirectPath"]) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem("ViewPage")).toBe("about");
  });

  it("takeRedirectPath returns a same-site path once", () => {
    saveRedirectPath("/orders?page=2");
    expect(takeRedirectPath()).toBe("/orders?page=2");
    expect(takeRedirectPath()).toBeNull();
    sessionStorage.setItem("redirectPath", "//evil.example");
    expect(takeRedirectPath()).toBeNull();
  });

  it("refuses every saved address that would leave the site, however it is written", () => {
    for (const path of [
      "/\\evil.example",
      "/\t/evil.example",
      "https://evil.example/x",
      "javascript:alert(1)",
    ]) {
      sessionStorage.setItem("redirectPath", path);
      expect(takeRedirectPath(), path).toBeNull();
    }
    sessionStorage.setItem("redirectPath", "/elearning/courses/3#outline");
    expect(takeRedirectPath()).toBe("/elearning/courses/3#outline");
  });

  it("gives a stable snapshot until something changes", () => {
    const first = readSessionSnapshot();
    expect(readSessionSnapshot()).toBe(first);
    startSession({ ...answer, remember: false });
    const second = readSessionSnapshot();
    expect(second).not.toBe(first);
    expect(second.user?.username).toBe("amahoro");
  });
});
