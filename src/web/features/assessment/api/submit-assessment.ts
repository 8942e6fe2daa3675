import type { Assessment, AssessmentReceived } from "@shared/schemas/assessment";
import { apiFetch } from "~/lib/api";
import { useAction } from "~/lib/use-action";

/** POST /api/assessments; the key makes a repeated request create one assessment. */
const submitAssessment = ({ input, key }: { input: Assessment; key: string }) =>
  apiFetch<AssessmentReceived>("/api/assessments", { body: input, headers: { "Idempotency-Key": key } });

export const useSubmitAssessment = () => useAction(submitAssessment);
