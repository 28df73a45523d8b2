import { useSyncExternalStore } from "react";
import { readSessionSnapshot, type SessionSnapshot, subscribeSession } from "./session.ts";

const VISITOR: SessionSnapshot = { token: null, user: null };
const visitorSnapshot = () => VISITOR;

export type Session = {
  isSignedIn: boolean;
  isAdmin: boolean;
  username: string | null;
};

/** product §6: signed in means an access token is stored; admin means the stored type is 'admin'. */
export function useSession(): Session {
  // A visitor on the server and while hydrating a page it drew (decision 228), then the device's own session.
  const snapshot = useSyncExternalStore(subscribeSession, readSessionSnapshot, visitorSnapshot);
  const isSignedIn = snapshot.token !== null;
  return {
    isSignedIn,
    isAdmin: isSignedIn && snapshot.user?.type === "admin",
    username: snapshot.user?.username ?? null,
  };
}
