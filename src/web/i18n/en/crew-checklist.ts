// A visit's checklist on the cleaner's phone (decision 065).
export const crewChecklist = {
  heading: "Checklist",
  progress: (done: number, total: number) => `${done} of ${total} done`,
  loading: "Loading the checklist…",
  loadFailed: "The checklist could not be loaded. Check your connection and try again.",
  retry: "Try Again",
  waiting: "Waiting to send",
  locked: "You have checked out: the checklist can no longer be changed.",
  tickLabel: (item: string) => `Done: ${item}`,
  untickLabel: (item: string) => `Not done: ${item}`,
};
