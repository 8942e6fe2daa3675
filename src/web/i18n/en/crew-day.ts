// The cleaner's visits (decision 063): their day and week, entry details, check-in and check-out.
import { crewPageWords } from "@shared/i18n/crew-page";

export const crewDay = {
  today: crewPageWords.today,
  week: crewPageWords.week,
  noneToday: crewPageWords.noneToday,
  noneWeek: crewPageWords.noneWeek,
  loading: "Loading your visits…",
  loadFailed: "Your visits could not be loaded. Check your connection and try again.",
  retry: "Try Again",
  window: crewPageWords.window,
  client: crewPageWords.client,
  address: crewPageWords.address,
  openMap: crewPageWords.openMap,
  openMapLabel: (address: string) => `Open in Maps: ${address}`,
  crewNotes: crewPageWords.crewNotes,
  access: crewPageWords.access,
  noAccessNotes: crewPageWords.noAccessNotes,
  accessLater: crewPageWords.accessLater,
  accessClosed: crewPageWords.accessClosed,
  checkIn: "Check In",
  checkOut: "Check Out",
  checkedIn: crewPageWords.checkedIn,
  checkedOut: crewPageWords.checkedOut,
  checkInWaiting: "Check-in waiting to send",
  checkOutWaiting: "Check-out waiting to send",
  /** The outbox's label of each action. */
  checkInLabel: (client: string) => `Check in: ${client}`,
  checkOutLabel: (client: string) => `Check out: ${client}`,
  shareLocation: "Share my location at check-in and check-out",
  shareLocationHint: "Kept on this phone. When on, your location is sent only when you check in or check out.",
  status: crewPageWords.status,
};
