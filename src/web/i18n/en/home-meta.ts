import type { PageText } from "./meta";

// The home page's title and description, apart: the home page loads no other page's.
export const homeMeta: PageText = {
  title: (s) => `${s.companyName} | Commercial & Medical Cleaning in Ottawa-Gatineau`,
  description:
    "Licensed, insured and bonded commercial, medical-grade and home cleaning across Ottawa-Gatineau. 24/7 emergency service and free job assessments.",
};
