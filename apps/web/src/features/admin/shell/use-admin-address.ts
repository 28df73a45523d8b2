import type { AdminSection } from "@heritage/domain/constants";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { setActiveSidebarItem } from "../../../lib/session.ts";
import { addressOf, readAddress } from "./section-address.ts";

/** An order's detail opened from the list, so closing it can go Back to the list instead of adding it again. */
type OpenedFromList = { openedFromList: true };

function openedFromList(state: unknown): state is OpenedFromList {
  return typeof state === "object" && state !== null && "openedFromList" in state;
}

/**
 * The section and order the address names (decision 222), and the moves between them. Each move is a
 * history entry, so Back and Forward walk the portal. The chosen item is still written to
 * activeSidebarItem (product §2), but the address is what a reload or a bookmark opens.
 */
export function useAdminAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const address = readAddress(location.pathname);

  const choose = useCallback(
    (section: AdminSection) => {
      setActiveSidebarItem(section);
      const to = addressOf(section);
      // Choosing the section already shown adds no entry that Back would have to step over.
      navigate(to, { replace: to === location.pathname });
    },
    [navigate, location.pathname],
  );

  const openOrder = useCallback(
    (number: string | null) => {
      if (number) {
        navigate(addressOf("orders", number), { state: { openedFromList: true } satisfies OpenedFromList });
      } else if (openedFromList(location.state)) {
        navigate(-1);
      } else {
        navigate(addressOf("orders"), { replace: true });
      }
    },
    [navigate, location.state],
  );

  return { address, choose, openOrder };
}
