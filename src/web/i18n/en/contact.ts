// The landing page's contact section: heading and contact-information panel (spec 000 §2).
export const contact = {
  title: "Free Job Assessment",
  lead: "Tell us about your space and we will get back to you with a free, no-obligation assessment.",
  formTitle: "Request a Free Consultation",
  panelTitle: "Contact Information",
  emailLabel: "Email",
  areaLabel: "Service Area",
  hoursLabel: "Office Hours",
  respondWithin: "We respond within 2 hours",
  emergencyTitle: "24/7 Emergency Service",
  emergencyChecks: ["Free cleaning consultations", "Licensed cleaning professionals", "Medical-grade cleaning protocols"],
  otherInquiries: "All other inquiries receive a response within 2 hours during business hours.",
};
