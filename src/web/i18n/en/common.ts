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
  /** The language switch: the other language's name, in that language. */
  otherLanguage: "Français",
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
  /** When part of the app's code could not be downloaded (connection gone, or a new release). */
  loadFailed: "This page could not be loaded. Check your connection, then reload the page.",
  reload: "Reload Page",
};
