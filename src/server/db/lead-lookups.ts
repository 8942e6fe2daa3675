import { LEAD_STATUSES } from "../../shared/options/leads";

// The rows migration 0004 puts in the lead lookup tables. The tests restore them between cases
// (emptyTables) and check that a fresh database holds exactly these. The statuses are the shared
// list the product knows by name.

export const LEAD_LOOKUP_SEED = {
  service_types: [
    "Cleaning Service",
    "Commercial Cleaning",
    "Deep Cleaning",
    "Eco-Friendly Cleaning",
    "Healthcare Cleaning",
    "Move-In / Move-Out Cleaning",
    "Post-Construction Cleaning",
    "Short-Term Rental Cleaning",
  ],
  client_categories: ["Business", "Healthcare Facility", "Individual", "Property Manager"],
  lead_sources: ["Email", "Phone Call", "Referral", "Social Media", "Walk-In", "Website"],
  lead_statuses: LEAD_STATUSES,
} as const;

export type LeadLookupTable = keyof typeof LEAD_LOOKUP_SEED;
