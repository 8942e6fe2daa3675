import type { Consultation, ConsultationAccepted } from "@shared/schemas/consultation";
import { apiFetch } from "~/lib/api";
import { useAction } from "~/lib/use-action";

/** POST /api/consultations; the server stores the request and queues the company e-mail. */
const submitConsultation = (input: Consultation) => apiFetch<ConsultationAccepted>("/api/consultations", { body: input });

export const useSubmitConsultation = () => useAction(submitConsultation);
