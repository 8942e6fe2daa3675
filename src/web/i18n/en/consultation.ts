// Consultation form (spec 000 §3, §4, §8). Placeholders and the idle button label are ours.
export const consultation = {
  requiredNote: "Fields marked * are required.",
  labels: {
    name: "Full Name *",
    phone: "Phone Number *",
    email: "Email Address *",
    company: "Company Name",
    service: "Service Needed",
    message: "Additional Details",
  },
  placeholders: {
    name: "John Smith",
    phone: "613-XXX-XXXX",
    email: "john@company.com",
    company: "Your company name",
  },
  selectService: "Select a service",
  honeypot: "Leave this field empty",
  submit: "Request Free Consultation",
  submitting: "Sending...",
  /** The line beside the button (decision 056). */
  privacy: { why: "We use these details only to answer your request.", link: "Privacy policy", newTab: "(opens in a new tab)" },
  success: {
    title: "Quote Request Sent!",
    description: "We'll contact you within 24 hours to discuss your cleaning needs.",
  },
  failure: {
    title: "Error Sending Request",
    description: (email: string) => `Please try again or email us directly at ${email}.`,
  },
};
