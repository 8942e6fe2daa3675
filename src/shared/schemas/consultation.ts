import { z } from "zod";
import { says } from "../i18n/validation";
import { CONSULTATION_SERVICES } from "../options/services";

const serviceValues = CONSULTATION_SERVICES.map((s) => s.value);

const NAME_MESSAGE = says("consultation.name");
const PHONE_MESSAGE = says("consultation.phone");
const SERVICE_MESSAGE = says("consultation.service");
const EMAIL_MESSAGE = says("email");

// Optional free text: blank and missing both mean "not given".
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Consultation request (spec 000 §3, §5): checked in the browser and again on the server. */
export const consultationSchema = z.object({
  // Each message also covers a missing or non-text value, so an API caller gets the spec's words.
  name: z.string(NAME_MESSAGE).trim().min(2, NAME_MESSAGE),
  email: z.string(EMAIL_MESSAGE).trim().toLowerCase().pipe(z.email(EMAIL_MESSAGE)),
  phone: z.string(PHONE_MESSAGE).trim().min(10, PHONE_MESSAGE),
  company: optionalText,
  // "" is the "Select a service" choice. One enum (not a union) so the server reports this message.
  service: z
    .enum(["", ...serviceValues], SERVICE_MESSAGE)
    .optional()
    .transform((v) => (v ? v : undefined)),
  message: optionalText,
  /** The optional box for news and offers (decision 053), unticked unless the visitor ticks it. */
  newsConsent: z.boolean(says("newsConsent")).default(false),
  /** Honeypot: hidden from people; a filled value marks the request as spam. */
  website: z.string().optional(),
});

export type ConsultationInput = z.input<typeof consultationSchema>;
export type Consultation = z.output<typeof consultationSchema>;
/** What the company's notification tells: the request without the visitor's choice about news (nothing else depends on it). */
export type ConsultationDetails = Omit<Consultation, "newsConsent">;

/** POST /api/consultations (201): the request is stored and the company e-mail queued. */
export type ConsultationAccepted = { ok: true };
