import { useSyncExternalStore } from "react";
import { readSessionSnapshot, subscribeSession } from "./session.ts";

export type Session = {
  isSignedIn: boolean;
  isAdmin: boolean;
  username: string | null;
};

/** product §6: signed in means an access token is stored; admin means the stored type is 'admin'. */
export function useSession(): Session {
  const snapshot = useSyncExternalStore(subscribeSession, readSessionSnapshot, readSessionSnapshot);
  const isSignedIn = snapshot.token !== null;
  return {
    isSignedIn,
    isAdmin: isSignedIn && snapshot.user?.type === "admin",
    username: snapshot.user?.username ?? null,
  };
}
