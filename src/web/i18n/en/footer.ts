import type { Site } from "@shared/site";

// The footer of the public pages.
export const footer = {
  description:
    "Professional commercial cleaning and homecare for offices, medical and healthcare facilities and specialized environments, with 24/7 emergency service.",
  legal: (s: Pick<Site, "legalName">) => `${s.legalName}, a Canadian incorporated company. Licensed and insured.`,
  servicesHeading: "Services",
  services: ["Commercial Cleaning", "Medical Facility Cleaning", "Deep Cleaning", "Specialized Cleaning", "Emergency Cleaning"],
  quickLinksHeading: "Quick Links",
  quickLinks: { about: "About Us", "why-choose-us": "Why Choose Us", testimonials: "Testimonials" },
  freeJobAssessment: "Free Job Assessment",
  vacancies: "Vacancies",
  emergencyEmail: "Emergency Service by Email",
  hoursHeading: "Contact & Hours",
  businessHours: "Business Hours",
  freeQuoteTitle: "Free Quote Available",
  freeQuoteText: "Tell us about your space and get a no-obligation quote.",
  copyright: (s: Pick<Site, "companyName">) => `© 2024 ${s.companyName}. All rights reserved.`,
  privacy: "Privacy Policy",
  tagline: "Licensed Cleaning Professionals • Medical-Grade Cleaning • 24/7 Emergency Service",
};
