import { formatPhone, formatPostcode } from "@shared/format";
import type { PortalProfile } from "@shared/portal";
import { SESSION_HINT_COOKIE, hasSessionHint } from "@shared/session-hint";
import { ApiError, apiFetch } from "~/lib/api";
import type { FormValues } from "./form-values";

// Request New Service: a signed-in client's quote request starts with their contact data. The
// session cookie cannot be read here, so the readable hint decides whether to ask at all: a
// visitor's form makes no request.

/** The signed-in client's contact data, or null (a visitor, or a session that has ended). */
export async function fetchClientPrefill(): Promise<PortalProfile | null> {
  if (!hasSessionHint(document.cookie)) return null;
  try {
    return await apiFetch<PortalProfile>("/api/portal/profile");
  } catch (err) {
    // Signed out elsewhere (401) or a staff session (403): the hint is stale; drop it.
    if (err instanceof ApiError && (err.status === 401 || err.status === 403)) document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    return null;
  }
}

/** The form with the client's data in its empty contact fields; what was typed is kept. */
export function withClientData(values: FormValues, profile: PortalProfile): FormValues {
  const given: Partial<FormValues> = {
    full_name: profile.fullName,
    phone_number: profile.phoneNumber ? formatPhone(profile.phoneNumber) : "",
    email: profile.email,
    email_verify: profile.email,
    property_address: profile.address?.line ?? "",
    postcode: profile.address?.postalCode ? formatPostcode(profile.address.postalCode) : "",
  };
  const next = { ...values };
  for (const [name, value] of Object.entries(given) as [keyof FormValues & string, string][]) {
    if (value && !String(values[name] ?? "").trim()) (next as Record<string, unknown>)[name] = value;
  }
  return next;
}
