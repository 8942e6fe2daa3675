import { lazy } from "react";

// The page's code is one import away, not in the route's own module: every route entry's imports
// are listed in the manifest each public page downloads (decision 046), and a lazy module keeps
// this entry's list to the two chunks every route has.
const CrewRoot = lazy(() => import("~/features/admin/crew/crew-root"));

/**
 * /crew/: the crew page (decisions 063, 070), a route of its own out of the admin area, its own
 * gate and frame; the service worker of its scope opens it with no connection.
 */
export default function Crew() {
  return <CrewRoot />;
}
