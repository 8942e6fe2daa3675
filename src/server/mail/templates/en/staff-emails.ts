import type { StaffWords } from "../inputs/staff";

export const STAFF_EN: StaffWords = {
  as: { owner: "as an owner", office: "as office staff", cleaner: "as a cleaner" },
  can: {
    owner: "An owner can do everything in the admin area, including staff accounts and the company settings.",
    office: "Office staff can do everything in the admin area except staff accounts and the company settings.",
    cleaner: "A cleaner sees their own visits.",
  },
  ask: (c) => `Questions? Ask the person who manages staff accounts, or write to ${c.email}.`,
  invitation: {
    subject: "Your staff account invitation",
    lead: (company, role, by) => `${by ? `${by} invited you` : "You are invited"} to join the ${company} team ${role}.`,
    link: (expires) => `Choose your username and password with this link. It works once and expires on ${expires}:`,
    then: (url) => `Then sign in at ${url} with this e-mail address and your password.`,
  },
  roleChanged: {
    subject: "Your staff role has changed",
    lead: (company, role) => `Your staff account at ${company} now has a new role: you work ${role}.`,
    next: "The change applies on your next page.",
  },
  deactivated: {
    subject: "Your staff account is deactivated",
    lead: (company) => `Your staff account at ${company} was deactivated. You were signed out everywhere and can no longer sign in.`,
    mistake: "If you think this is a mistake, ask an owner of the company.",
  },
  reactivated: {
    subject: "Your staff account is active again",
    lead: (company) => `Your staff account at ${company} is active again.`,
    signIn: (url) => `Sign in at ${url} with your e-mail address and password.`,
  },
};
