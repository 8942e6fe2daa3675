import type { Site } from "@shared/site";

export const common = {
  skipToContent: "Skip to main content",
  logoAlt: (s: Pick<Site, "companyName">) => `${s.companyName} home`,
  emailUs: "Email Us",
  quickContact: "Quick contact",
  getQuote: "Get Quote",
  clientLogin: "Client Login",
  loading: "Loading...",
  close: "Close",
  starsLabel: (n: number) => `Rated ${n} out of 5`,
};

/** The collapsible sidebar of the signed-in areas. */
export const sidebar = {
  collapse: "Collapse sidebar",
  expand: "Expand sidebar",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  shortcut: "Ctrl+B",
};

export const nav = {
  label: "Main navigation",
  items: {
    about: "About",
    services: "Services",
    "why-choose-us": "Why Choose Us",
    testimonials: "Testimonials",
    contact: "Contact",
    gallery: "Gallery",
  },
  openMenu: "Open menu",
  closeMenu: "Close menu",
  mobileMenuLabel: "Site menu",
};

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
  tagline: "Licensed Cleaning Professionals • Medical-Grade Cleaning • 24/7 Emergency Service",
};

export const notFound = {
  title: "Page not found",
  description: "The page you are looking for does not exist.",
  code: "404",
  heading: "Oops! Page not found",
  returnHome: "Return to Home",
};

export const routeError = {
  title: "Unexpected Application Error",
  heading: "Unexpected Application Error",
  unknown: "Unknown error",
};
