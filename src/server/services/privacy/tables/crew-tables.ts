import { serviceScheduleCrew, serviceVisitCrew, staffAvailability, staffTimeOff, staffWorkingHours } from "../../../db/schema/index";
import { impersonal } from "../registry";

// Visit crews and staff availability (decision 064): staff members' information, never a
// client's. A crew row links a visit to a staff account and goes with the visit (cascade) when an
// erasure deletes the client's visits.
export const crewEntries = [
  impersonal(serviceVisitCrew, "which staff accounts are on a visit: a visit id and a staff user id, no client's information; deleted with the visit"),
  impersonal(serviceScheduleCrew, "which staff accounts a recurring schedule gives its visits: a schedule id and a staff user id; deleted with the schedule"),
  impersonal(staffWorkingHours, "a staff member's working days and hours: staff, never a client; deleted with the staff account"),
  impersonal(staffTimeOff, "a staff member's time off and its reason: staff, never a client; deleted with the staff account"),
  impersonal(staffAvailability, "whether a staff member's working hours were set, and when: staff, never a client"),
];
