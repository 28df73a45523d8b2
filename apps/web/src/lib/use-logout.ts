import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { api } from "./api-client.ts";
import { clearSession, getRefreshToken } from "./session.ts";

/**
 * Signs out: revokes the refresh token on the server (best effort: a dead server must not keep anyone
 * signed in), clears the session keys and cached data, then goes to `to` (product §4: /login for shoppers,
 * /dhp/admin/login for admins).
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function logout(to = "/login") {
    setPending(true);
    const refresh = getRefreshToken();
    try {
      if (refresh) await api.post("/logout/", { refresh }, { auth: false });
    } catch (error) {
      console.warn("Logout call failed; clearing the session anyway", error);
    } finally {
      clearSession();
      queryClient.clear();
      setPending(false);
      navigate(to, { replace: true });
    }
  }

  return { logout, pending };
}
