import type { AdminSectionKey } from "@shared/paths";
import { AUTH_MESSAGES, PASSWORD_MIN } from "@shared/schemas/auth";

// Admin area (spec 001 §2.2-2.5, §8). Toast titles and field messages are the spec's; the
// validation texts come from the shared schema (AUTH_MESSAGES) so browser and server agree.
export const adminAuth = {
  documentTitle: (company: string) => `Admin Sign In | ${company}`,
  heading: "Admin Portal",
  intro: "Sign in to review job assessments and manage leads.",
  checking: "Checking your sign-in...",
  backToSite: "Back to Main Site",
  tabsLabel: "Admin sign-in",
  tabs: { signIn: "Sign In", reset: "Reset Password" },
  labels: { email: "Email", password: "Password", adminEmail: "Admin Email", newPassword: "New Password", confirmPassword: "Confirm Password" },
  placeholders: { email: "admin@example.com" },
  passwordHint: `At least ${PASSWORD_MIN} characters.`,
  forgot: "Forgot your password?",
  signIn: "Sign In",
  signingIn: "Signing In...",
  authError: { title: "Authentication Error", fallback: "An error occurred during authentication.", notAdmin: AUTH_MESSAGES.notAdmin },
  reset: {
    intro: "Enter your admin email and we will send you a link to set a new password.",
    send: "Send Reset Email",
    sending: "Sending...",
    success: { title: "Reset Email Sent!", description: "Check your inbox for the link to set a new password." },
    failure: { title: "Reset Failed", fallback: "We could not send the reset email. Please try again." },
    sentHeading: "Check Your Email",
    sentText: (email: string) =>
      `If ${email} belongs to an admin account, we have sent it a link to set a new password. The link works once and expires in 1 hour.`,
    backToSignIn: "Back to Sign In",
  },
  newPassword: {
    heading: "Set New Password",
    intro: "Choose a new password for your admin account. You will sign in with it afterwards.",
    submit: "Update Password",
    submitting: "Updating...",
    mismatch: AUTH_MESSAGES.passwordsDontMatch,
    tooShort: AUTH_MESSAGES.passwordTooShort,
    success: { title: "Password Updated!", description: "Sign in with your new password." },
    failure: { title: "Update Failed", fallback: "Your password could not be updated. Please try again." },
  },
  verification: {
    failed: { title: "Verification Failed", description: "This verification link is invalid or has expired." },
  },
  loadFailed: {
    title: "We could not check your sign-in",
    text: "The server did not answer. Check your connection and try again.",
    retry: "Try Again",
  },
};

const section = (title: string, description: string) => ({ title, description });

export const admin = {
  documentTitle: (page: string, company: string) => `${page} | Admin | ${company}`,
  brand: "Admin",
  skipToContent: "Skip to main content",
  header: {
    welcome: (name: string) => `Welcome, ${name}`,
    addAdmin: "Add Admin",
    signOut: "Sign Out",
    signedOut: { title: "Signed Out", description: "You have been signed out of the admin area." },
    signOutFailed: { title: "Sign Out Failed", description: "Please check your connection and try again." },
  },
  sidebar: {
    navLabel: "Admin",
    toggle: "Admin menu",
    collapse: "Collapse sidebar",
    expand: "Expand sidebar",
    leadManagement: "Lead Management",
    leadItems: { capture: "Create Lead", manage: "View All Leads", edit: "Edit Leads", delete: "Delete Leads" },
    items: {
      assessments: "Job Assessment",
      clients: "Clients Hub",
      quotes: "Quotes",
      invoices: "Invoices",
      messaging: "Messaging",
      visitors: "Visitors",
    },
  },
  addAdmin: {
    title: "Add Admin",
    description: "Create an account for another staff member. They verify their email address before their first sign-in.",
    labels: { username: "Username", email: "Email", password: "Password" },
    placeholders: { username: "jane.smith", email: "jane@example.com" },
    passwordHint: `At least ${PASSWORD_MIN} characters. Avoid common passwords.`,
    submit: "Create Admin",
    submitting: "Creating...",
    cancel: "Cancel",
    close: "Close",
    success: {
      title: "Admin Account Created!",
      description: (email: string) => `We sent a verification link to ${email}. The new admin must check their email and verify the account before signing in.`,
    },
    failure: { title: "Registration Error", fallback: "The account could not be created. Please try again." },
  },
  assessments: {
    heading: "Job Assessments",
    intro: "Quote requests submitted through the assessment form.",
    stats: { total: "Total Assessments", week: "This Week", pets: "With Pets", filtered: "Filtered Results" },
    statHints: { total: "All submissions", week: "Last 7 days", pets: "Pets at the property", filtered: "Matching the filters" },
    notAvailable: "Not available yet",
    listHeading: "Submitted assessments",
    listSoon: "The assessment list arrives soon.",
    listSoonText: "Every assessment submitted on the website is already saved. Search, filters, CSV export and quotes will appear here.",
  },
  quote: {
    heading: "Create Quote",
    soon: "The quote feature is coming soon.",
    text: "Soon you will prepare and send the quote for this assessment from here.",
    assessmentId: "Assessment ID",
    back: "Back to Assessments",
  },
  comingSoon: {
    badge: "Coming soon",
    text: "This part of the admin area is being built. It will appear here as soon as it is ready.",
    reference: "Reference",
    back: "Back to Job Assessments",
  },
  sections: {
    leads: section("View All Leads", "All leads, with their status, contact details and the next step for each."),
    leadCapture: section("Create Lead", "Capture a new lead quickly: contact details, property and the service wanted."),
    leadCreate: section("Add New Lead", "The full lead form, with category, source, status and assigned staff."),
    leadManage: section("View All Leads", "All leads, with their status, contact details and the next step for each."),
    leadEdit: section("Edit Leads", "Pick a lead from the list to update its details and status."),
    leadEditOne: section("Edit Lead", "Update this lead's details and status."),
    leadView: section("View Lead", "This lead's contact, service and management details."),
    leadDelete: section("Delete Leads", "Pick the leads to remove, with a confirmation before anything is deleted."),
    clients: section("Clients Hub", "Your clients, their properties, quotes and invoices in one place."),
    quotes: section("Quotes", "Prepare, send and follow up on quotes for your clients."),
    invoices: section("Invoices", "Issue invoices and see which ones are paid."),
    messaging: section("Messaging", "Conversations with clients and leads."),
    visitors: section("Visitor Dashboard", "Visits to the public website, per page and per day."),
  } satisfies Record<AdminSectionKey, { title: string; description: string }>,
  notFound: {
    title: "Page not found",
    text: "There is no admin page at this address.",
  },
};
