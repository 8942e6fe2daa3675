// The portal's e-mail preferences (decision 057). The box's own words are the ledger's
// (NEWS_CONSENT), sent by the server in the portal's language; these are the words around it.
export const emailPreferences = {
  heading: "E-mail preferences",
  receives: "You receive our news and offers by e-mail.",
  doesNotReceive: "You do not receive our news and offers by e-mail.",
  express: (since: string) => `You agreed on ${since}.`,
  implied: {
    purchase: (until: string) => `As our client, you receive them until ${until}, unless you turn them off.`,
    inquiry: (until: string) => `After your request, you receive them until ${until}, unless you turn them off.`,
  },
  withdrawn: (since: string) => `You turned them off on ${since}.`,
  none: "Tick the box to receive them.",
  transactional: "E-mails about your quotes, invoices and visits always reach you, whatever you choose here.",
  saving: "Saving your choice…",
  saved: "Your choice is saved.",
  failed: "Your choice could not be saved. Please try again.",
  loadFailed: "Your e-mail preferences could not be loaded.",
  retry: "Try Again",
};
