import { staffArea } from "./en/staff-area";
import { useCatalog } from "./locale";

// A staff member's own screens in their language (decision 060): only the admin area imports this
// catalog, and its French is a chunk of its own, loaded for a French staff member only.
const en = { staffArea };
export const loadFrenchStaffArea = () => import("./fr/staff-area").then(({ staffArea }) => ({ staffArea }));

export type StaffAreaMessages = typeof en;

export function useStaffAreaMessages(): StaffAreaMessages {
  return useCatalog(en, loadFrenchStaffArea);
}
