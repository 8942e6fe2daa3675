// The page an unsubscribe link opens (decision 057). Its confirmation and the offer to subscribe
// again are the words the ledger records, sent by the server; these are the words around them.
export const unsubscribe = {
  documentTitle: (company: string) => `Unsubscribe | ${company}`,
  working: "Unsubscribing…",
  unsubscribed: "You are unsubscribed",
  subscribed: "You are subscribed again",
  address: "E-mail address:",
  undoHeading: "Unsubscribed by mistake?",
  undo: "Subscribe again",
  undoing: "Subscribing…",
  unsubscribeAgain: "Unsubscribe",
  failed: "We could not unsubscribe you",
  networkError: "The connection failed. Check it, then try again.",
  retry: "Try again",
  writeToUs: (email: string) => `You can also write to us at ${email} and we will unsubscribe you.`,
  backToSite: "Back to Main Site",
};
