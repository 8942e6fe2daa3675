import { useMutation } from "@tanstack/react-query";
import type { Consultation } from "@shared/schemas/consultation";
import { apiFetch } from "~/lib/api";

/** POST /api/consultations; the server stores the request and queues the company e-mail. */
export function useSubmitConsultation() {
  return useMutation({
    mutationFn: (input: Consultation) => apiFetch<{ ok: true }>("/api/consultations", { body: input }),
  });
}
