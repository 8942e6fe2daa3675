import { useOutletContext } from "react-router";
import type { SessionInfo } from "@shared/schemas/auth";

/** The signed-in client's session, which the portal layout hands to its pages once confirmed. */
export const usePortalSession = () => useOutletContext<SessionInfo>();
