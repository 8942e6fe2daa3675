// The crew page's words that the server writes too (its first view, decision 072); the page's
// catalogs (web/i18n/{en,fr}/crew-route.ts and crew-day.ts) take them from here.
export const crewPageWords = {
  badge: "Crew",
  welcome: (name: string) => `Welcome, ${name}`,
  heading: "Your visits",
  today: "Today",
  week: "Later this week",
  noneToday: "No visits today.",
  noneWeek: "No other visits this week.",
  window: (start: string, end: string) => `${start} – ${end}`,
  status: { scheduled: "Scheduled", completed: "Completed", cancelled: "Cancelled", missed: "Missed" },
  /** Read before the client's name and the address (screen readers only), with their colon. */
  client: "Client: ",
  address: "Address: ",
  openMap: "Open in Maps",
  crewNotes: "Crew notes",
  access: "Access and entry",
  noAccessNotes: "No access notes for this address.",
  accessLater: "Access details appear here the day before the visit.",
  accessClosed: "Access details are no longer shown for this visit.",
  checkedIn: (time: string) => `Checked in at ${time}`,
  checkedOut: (time: string) => `Checked out at ${time}`,
};
