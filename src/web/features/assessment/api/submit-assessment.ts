import { useMutation } from "@tanstack/react-query";
import type { Assessment } from "@shared/schemas/assessment";
import { apiFetch } from "~/lib/api";

/** POST /api/assessments; the key makes a repeated request create one assessment. */
export function useSubmitAssessment() {
  return useMutation({
    mutationFn: ({ input, key }: { input: Assessment; key: string }) =>
      apiFetch<{ id: string }>("/api/assessments", { body: input, headers: { "Idempotency-Key": key } }),
  });
}
