import type { Site } from "@shared/site";

type S = Pick<Site, "companyName">;

/** A page's title (with the company name) and meta description. */
export type PageText = { title: (s: S) => string; description: string };

/** Title and meta description of each page but the home page (home-meta.ts). */
export const meta = {
  gallery: {
    title: (s: S) => `Project Gallery | ${s.companyName}`,
    description: "Before-and-after results from our commercial, residential, healthcare and post-construction cleaning projects in Ottawa.",
  },
  vacancy: {
    title: (s: S) => `Careers | ${s.companyName}`,
    description: "Join our cleaning team in Ottawa: open positions for professional cleaners and subcontractors.",
  },
  getQuote: {
    title: (s: S) => `Free Job Assessment | ${s.companyName}`,
    description: "Request a free, no-obligation cleaning quote for your office, clinic or home in Ottawa-Gatineau.",
  },
  clientLogin: {
    title: (s: S) => `Client Login | ${s.companyName}`,
    description: "Sign in to the client portal to see your quotes and invoices.",
  },
  privacy: {
    title: (s: S) => `Privacy Policy | ${s.companyName}`,
    description: "What personal information we collect and why, how long we keep it, who receives it, and how to use your rights.",
  },
  portalDashboard: {
    title: (s: S) => `Dashboard | Client Portal | ${s.companyName}`,
    description: "Your client portal: upcoming services, service history and account information.",
  },
  portalQuotes: {
    title: (s: S) => `Quotes | Client Portal | ${s.companyName}`,
    description: "Your quotes from us, with their status and validity.",
  },
  portalInvoices: {
    title: (s: S) => `Invoices | Client Portal | ${s.companyName}`,
    description: "Your invoices, what has been paid and what is outstanding.",
  },
  portalMessages: {
    title: (s: S) => `Messages | Client Portal | ${s.companyName}`,
    description: "Write to our team and read our answers.",
  },
  portalPrivacy: {
    title: (s: S) => `Privacy | Client Portal | ${s.companyName}`,
    description: "What we hold about you, your data to download, corrections and deletion.",
  },
  notFound: {
    title: (s: S) => `Page not found | ${s.companyName}`,
    description: "The page you are looking for does not exist.",
  },
} satisfies Record<string, PageText>;
