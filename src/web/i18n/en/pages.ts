// Pages whose full features arrive later (the assessment form, client sign-in).
export const getQuote = {
  heading: "Free Job Assessment",
  intro: "Tell us about your space and we will prepare a free, no-obligation quote.",
  formComing: "Our online job assessment form is being prepared. In the meantime, send us a consultation request or email us and we will reply within 24 hours.",
  toConsultation: "Send a Consultation Request",
};

export const clientLogin = {
  title: "Client Login",
  intro: "Sign in to see your quotes and invoices.",
  notYet: "Online sign-in for clients is opening soon. Until then, our team will gladly send you your quotes and invoices.",
  backToSite: "Back to Main Site",
  help: (phone: string) => `Need help? Call us at ${phone}.`,
};
