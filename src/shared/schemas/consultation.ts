import { z } from "zod";
import { CONSULTATION_SERVICES } from "../options/services";

const serviceValues = CONSULTATION_SERVICES.map((s) => s.value) as [string, ...string[]];

// Optional free text: blank and missing both mean "not given".
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Consultation request (spec 000 §3, §5): checked in the browser and again on the server. */
export const consultationSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters"),
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address")),
  phone: z.string().trim().min(10, "Please enter a valid phone number"),
  company: optionalText,
  service: z
    .union([z.literal(""), z.enum(serviceValues, "Please choose a service from the list")])
    .optional()
    .transform((v) => (v ? v : undefined)),
  message: optionalText,
  /** Honeypot: hidden from people; a filled value marks the request as spam. */
  website: z.string().optional(),
});

export type ConsultationInput = z.input<typeof consultationSchema>;
export type Consultation = z.output<typeof consultationSchema>;
