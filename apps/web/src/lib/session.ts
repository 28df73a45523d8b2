import type { UserType } from "@heritage/domain/constants";

/**
 * The browser session of product §3, in one place. Keys keep the spec's names. With remember-me the
 * session lives in localStorage, otherwise in sessionStorage; the storage that holds authToken is
 * the one every later write (rotated tokens, redirectPath) goes to.
 */
const SESSION_KEYS = {
  authToken: "authToken",
  refresh: "refresh",
  userInfo: "userInfo",
  redirectPath: "redirectPath",
  activeSidebarItem: "activeSidebarItem",
  viewPage: "ViewPage",
  /** Set when a refresh failed and ended the session, so the sign-in page can say so once. */
  sessionEnded: "sessionEnded",
} as const;

export type UserInfo = { username: string; type: UserType };
export type SessionSnapshot = { token: string | null; user: UserInfo | null };

type Listener = () => void;
const listeners = new Set<Listener>();

function stores(): Storage[] {
  // On the server (decision 228) no one is signed in: pages are drawn for a visitor.
  if (typeof window === "undefined") return [];
  return [window.localStorage, window.sessionStorage];
}

/** The storage that holds the current session, or null when signed out. */
function activeStore(): Storage | null {
  return stores().find((store) => store.getItem(SESSION_KEYS.authToken) !== null) ?? null;
}

function read(key: string): string | null {
  for (const store of stores()) {
    const value = store.getItem(key);
    if (value !== null) return value;
  }
  return null;
}

function notify() {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out with remember-me changes localStorage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(SESSION_KEYS).includes(event.key as never)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function getAccessToken(): string | null {
  return activeStore()?.getItem(SESSION_KEYS.authToken) ?? null;
}

export function getRefreshToken(): string | null {
  return activeStore()?.getItem(SESSION_KEYS.refresh) ?? null;
}

export function isRemembered(): boolean {
  return activeStore() === window.localStorage;
}

export function getUserInfo(): UserInfo | null {
  const raw = activeStore()?.getItem(SESSION_KEYS.userInfo);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<UserInfo>;
    if (typeof parsed.username !== "string") return null;
    return { username: parsed.username, type: parsed.type === "admin" ? "admin" : "user" };
  } catch {
    return null;
  }
}

export type StartSessionInput = {
  access: string;
  refresh: string;
  user: { username: string; type: UserType };
  remember: boolean;
};

/** A fresh sign-in: any old session is removed first, from both storages. */
export function startSession({ access, refresh, user, remember }: StartSessionInput): void {
  removeKeys([
    SESSION_KEYS.authToken,
    SESSION_KEYS.refresh,
    SESSION_KEYS.userInfo,
    SESSION_KEYS.redirectPath,
    SESSION_KEYS.sessionEnded,
  ]);
  const store = remember ? window.localStorage : window.sessionStorage;
  store.setItem(SESSION_KEYS.authToken, access);
  store.setItem(SESSION_KEYS.refresh, refresh);
  store.setItem(SESSION_KEYS.userInfo, JSON.stringify({ username: user.username, type: user.type }));
  notify();
}

/** After a refresh: the rotated tokens go where the session already lives. */
export function updateTokens(access: string, refresh: string): void {
  const store = activeStore() ?? window.sessionStorage;
  store.setItem(SESSION_KEYS.authToken, access);
  store.setItem(SESSION_KEYS.refresh, refresh);
  notify();
}

/** Signs out locally. redirectPath survives unless asked, so an expired session can come back to it. */
export function clearSession({ keepRedirectPath = false }: { keepRedirectPath?: boolean } = {}): void {
  const keys: string[] = [SESSION_KEYS.authToken, SESSION_KEYS.refresh, SESSION_KEYS.userInfo];
  if (!keepRedirectPath) keys.push(SESSION_KEYS.redirectPath);
  removeKeys(keys);
  notify();
}

function removeKeys(keys: readonly string[]) {
  for (const store of stores()) for (const key of keys) store.removeItem(key);
}

/** A refresh failed: the session ended without the person asking (api-client.ts). */
export function markSessionEnded(): void {
  window.sessionStorage.setItem(SESSION_KEYS.sessionEnded, "1");
}

export function isSessionEnded(): boolean {
  if (typeof window === "undefined") return false;
  return window.sessionStorage.getItem(SESSION_KEYS.sessionEnded) !== null;
}

/** Reads and forgets the mark: the sign-in page says it once. */
export function takeSessionEnded(): boolean {
  const ended = isSessionEnded();
  if (ended) window.sessionStorage.removeItem(SESSION_KEYS.sessionEnded);
  return ended;
}

/**
 * The path itself when it stays on this site, else null. Read as the browser would read it: "//x",
 * "/\\x" and "/<tab>/x" all leave the site although they start with a slash, so the test is the origin
 * of the resolved address, not the first characters.
 */
export function sameSitePath(path: string | null): string | null {
  if (!path?.startsWith("/")) return null;
  try {
    const resolved = new URL(path, window.location.origin);
    if (resolved.origin !== window.location.origin) return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return null;
  }
}

export function saveRedirectPath(path: string): void {
  if (path.startsWith("/login") || path.startsWith("/register")) return;
  (activeStore() ?? window.sessionStorage).setItem(SESSION_KEYS.redirectPath, path);
}

/** Reads and forgets the saved path; only same-site paths are honoured. */
export function takeRedirectPath(): string | null {
  const path = read(SESSION_KEYS.redirectPath);
  for (const store of stores()) store.removeItem(SESSION_KEYS.redirectPath);
  return sameSitePath(path);
}

/** product §2: the chosen top-navigation page is kept in localStorage under ViewPage. */
export function setViewPage(page: string): void {
  window.localStorage.setItem(SESSION_KEYS.viewPage, page);
}

/**
 * product §2: the admin's last sidebar item is kept in localStorage (activeSidebarItem). Since decision 222
 * the portal's address says which section is open; the stored item is written, no longer read back.
 */
export function setActiveSidebarItem(item: string): void {
  window.localStorage.setItem(SESSION_KEYS.activeSidebarItem, item);
}

let cachedKey = "";
let cachedSnapshot: SessionSnapshot = { token: null, user: null };

/** A stable snapshot for useSyncExternalStore: same object while nothing changed. */
export function readSessionSnapshot(): SessionSnapshot {
  const token = getAccessToken();
  const user = token ? getUserInfo() : null;
  const key = `${token ?? ""}|${user?.username ?? ""}|${user?.type ?? ""}`;
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSnapshot = { token, user };
  }
  return cachedSnapshot;
}
