import type { ClientLoginInput } from "@shared/schemas/auth";
import { apiFetch } from "~/lib/api";
import { useAction } from "~/lib/use-action";

/**
 * POST /api/auth/sign-in/magic-link. The server answers the same for every valid address; it
 * e-mails a login link to addresses it knows and a "no account" note to the others. Its body
 * (better-auth's own) is not read.
 */
const requestLoginLink = (input: ClientLoginInput) => apiFetch("/api/auth/sign-in/magic-link", { body: input });

export const useRequestLoginLink = () => useAction(requestLoginLink);
