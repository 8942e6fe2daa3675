import type { AddressValues } from "../components/address-fields";
import type { ClientAddressInput, ClientDetail, ClientDraft, ClientLanguage } from "@shared/schemas/clients";

// What the client form's controls hold: every text as a string (empty for none), so a stored
// client, a draft from an assessment and a new client all open the same way.

export type ClientFormValues = {
  fullName: string;
  email: string;
  phoneNumber: string;
  language: ClientLanguage;
  notes: string;
  addresses: AddressValues[];
  assessmentId?: string;
};

/** Most clients are cleaned for in Ottawa: a new address starts in Ontario. */
export const NEW_ADDRESS: AddressValues = { street: "", city: "", province: "ON", postalCode: "" };

export const NEW_CLIENT: ClientFormValues = { fullName: "", email: "", phoneNumber: "", language: "en", notes: "", addresses: [NEW_ADDRESS] };

const addressValues = (a: ClientAddressInput | ClientDetail["addresses"][number]): AddressValues => ({
  ...(a.id ? { id: a.id } : {}),
  street: a.street ?? "",
  city: a.city ?? "",
  // An address carried over from a lead may have no province yet: Ontario, for staff to check.
  province: a.province ?? "ON",
  postalCode: a.postalCode ?? "",
});

/** A stored client, for the edit form. */
export const clientToValues = (c: ClientDetail | ClientDraft): ClientFormValues => ({
  fullName: c.fullName,
  email: c.email ?? "",
  phoneNumber: c.phoneNumber,
  language: c.language,
  notes: c.notes ?? "",
  addresses: c.addresses.length ? c.addresses.map(addressValues) : [NEW_ADDRESS],
});

/** The server's draft from an assessment, for the create form (it keeps the assessment's id). */
export const draftToValues = (d: ClientDraft): ClientFormValues => ({ ...clientToValues(d), assessmentId: d.assessmentId });
