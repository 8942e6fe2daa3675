// /client-login (spec 000 §2, §4, §8). The intro, label, confirmation details and the invalid-link
// notice are ours; the title, button texts and toasts are the spec's.
export const clientLogin = {
  title: "Client Login",
  intro: "Enter the email address you use with us and we'll send you a secure link to sign in. No password needed.",
  emailLabel: "Email Address",
  emailPlaceholder: "you@company.com",
  submit: "Send Login Access to Email",
  sending: "Sending Login Link...",
  /** The line under the button (decision 056). */
  privacy: { why: "We use your e-mail address only to send you a sign-in link.", link: "Privacy policy", newTab: "(opens in a new tab)" },
  sent: { title: "Magic Link Sent!", description: "Check your email for a secure login link." },
  error: { title: "Error", unexpected: "Failed to send login link. Please try again." },
  checkEmail: {
    title: "Check Your Email",
    sentTo: "We've sent an email to",
    instructions: "Open the link in it to sign in to your client portal. For your security, the link works only once and expires soon.",
    spamHint: "Nothing there? Check your spam folder, or send another link in a minute.",
    sendAnother: "Send Another Link",
  },
  /** Shown when an e-mailed link was refused (?error=INVALID_TOKEN) or failed otherwise. */
  linkErrors: {
    invalid: "This login link is invalid or has expired. Please request a new one.",
    other: "We could not sign you in with this link. Please request a new one.",
  },
  backToSite: "Back to Main Site",
  help: (phone: string) => `Need help? Call us at ${phone}.`,
};
