import type { TSessionUser } from "@bazin/shared/contracts/auth";
import { useOutletContext } from "react-router";

export interface PortalContext {
  user: TSessionUser;
}

/** The signed-in user, for pages rendered inside the portal layout. */
export function usePortalUser(): TSessionUser {
  return useOutletContext<PortalContext>().user;
}
