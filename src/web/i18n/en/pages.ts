// The assessment page heading, and the client sign-in page whose feature arrives later.
export const getQuote = {
  heading: "Free Job Assessment",
  intro: "Tell us about your space and we will prepare a free, no-obligation quote.",
};

export const clientLogin = {
  title: "Client Login",
  intro: "Sign in to see your quotes and invoices.",
  notYet: "Online sign-in for clients is opening soon. Until then, our team will gladly send you your quotes and invoices.",
  backToSite: "Back to Main Site",
  help: (phone: string) => `Need help? Call us at ${phone}.`,
};
