import { PASSWORD_MIN } from "@shared/schemas/auth";

// What a staff member reads in their own language (decision 060): the invitation screen their
// e-mail's link opens (a cleaner's pages have their own, crew-route.ts). The rest of the admin area
// is English.
export const staffArea = {
  invitation: {
    documentTitle: (company: string) => `Staff invitation | ${company}`,
    badge: "Staff",
    heading: (company: string) => `Join ${company}`,
    checking: "Checking your invitation...",
    intro: (email: string) => `Your account signs in with ${email}. Choose your username and password.`,
    role: { owner: "Owner", office: "Office", cleaner: "Cleaner" },
    roleLine: (role: string) => `Your role: ${role}`,
    username: "Username",
    usernameHint: "At least 3 characters. Your colleagues see it.",
    password: "Password",
    passwordHint: `At least ${PASSWORD_MIN} characters. Avoid common passwords.`,
    confirm: "Confirm password",
    mismatch: { title: "Passwords Don't Match", description: "Please ensure both password fields match." },
    submit: "Create My Account",
    submitting: "Creating...",
    failure: { title: "Account Not Created", fallback: "Your account could not be created. Please try again." },
    success: { title: "Account Created", description: "Sign in with your e-mail address and your new password." },
    unusable: "This invitation cannot be used",
    loadFailed: "We could not check your invitation. Check your connection and try again.",
    retry: "Try Again",
    toSignIn: "Go to Sign In",
    backToSite: "Back to Main Site",
  },
};
