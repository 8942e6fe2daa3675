// The words every admin list and record page says the same way: the pager, a failed read, the
// status filter. Each catalog names what it lists.

/** The pager under a list of `many` ("leads"), one of them being a `one` ("lead"). */
export const pagination = (one: string, many: string) => ({
  label: "Pages",
  previous: "Previous",
  next: "Next",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  total: (n: string) => `${n} ${n === "1" ? one : many} in total`,
});

/** A record could not be read: `what` is "the quote", "lead details"… */
export const detailsFailed = (what: string) => ({ title: "Error", description: `Failed to fetch ${what}.` });

/** The list could not be read (it offers to try again): `what` is "leads", "job assessments"… */
export const fetchFailed = (what: string) => ({ ...detailsFailed(what), retry: "Try Again" });

/** A record page's client could not be read. */
export const clientFailed = { text: "The client could not be read.", retry: "Try Again" };

/** A list filtered by a search and a status: the filters' words (with its own search placeholder). */
export const statusFilters = (searchPlaceholder: string) => ({
  heading: "Filters",
  search: "Search",
  searchPlaceholder,
  status: "Status",
  all: "All statuses",
  clear: "Clear Filters",
});

/** What to do when no row matches a search and a status. */
export const statusFilteredHint = "Try another search or status, or clear the filters.";
