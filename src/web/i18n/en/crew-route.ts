// The crew's frame (decision 070), at /crew/ and on the admin addresses a cleaner opens: its offline
// copy, its sign-in state, and "not found". A catalog apart from the staff area's, which brings the
// password rules' schema library along.
import { crewPageWords } from "@shared/i18n/crew-page";

export const crewRoute = {
  documentTitle: (company: string) => `Your visits | ${company}`,
  badge: crewPageWords.badge,
  welcome: crewPageWords.welcome,
  heading: crewPageWords.heading,
  signOut: "Sign Out",
  signOutFailed: { title: "Sign Out Failed", description: "Please check your connection and try again." },
  notFound: { title: "Page not found", text: "There is no page for you at this address.", back: "Back to your visits" },
  /** `time`: when the copy shown was read from the server ("9:41 AM"). */
  offlineAsOf: (time: string) => `Offline — as of ${time}`,
  offlineHint: "You are seeing the visits as they were then. Check-ins you make are kept on this phone and sent when the connection returns.",
  checking: "Checking your sign-in…",
  loadFailed: "Your page could not be opened. Check your connection and try again.",
  retry: "Try Again",
};
