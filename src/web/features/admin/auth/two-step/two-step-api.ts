import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { SignedIn } from "@shared/schemas/auth";
import type {
  RecoveryCodes,
  TwoStepConfirmInput,
  TwoStepPasswordInput,
  TwoStepRequirement,
  TwoStepSetup,
  TwoStepSignInInput,
  TwoStepStatus,
} from "@shared/schemas/two-step";
import { apiFetch } from "~/lib/api";
import { sessionQueryKey } from "~/lib/session";

const statusKey = ["admin", "two-step"] as const;
const requirementKey = ["admin", "two-step", "requirement"] as const;

/** GET /api/two-step: the signed-in staff member's two-step sign-in; asked again when the window is focused. */
export const twoStepQuery = () => queryOptions({ queryKey: statusKey, queryFn: () => apiFetch<TwoStepStatus>("/api/two-step"), staleTime: 0 });

export const requirementQuery = () => queryOptions({ queryKey: requirementKey, queryFn: () => apiFetch<TwoStepRequirement>("/api/two-step/requirement") });

/** POST /api/two-step/sign-in: the second step; the session is read again before the mutation ends. */
export function useTwoStepSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoStepSignInInput) => apiFetch<SignedIn>("/api/two-step/sign-in", { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

export const useStartSetup = () => useMutation({ mutationFn: (input: TwoStepPasswordInput) => apiFetch<TwoStepSetup>("/api/two-step/setup", { body: input }) });

/** A change that answers the new status: it replaces the cached one. */
function useStatusChange<I>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => apiFetch<TwoStepStatus>(path, { body: input }),
    onSuccess: (status) => queryClient.setQueryData(statusKey, status),
  });
}

/** Confirming turns it on; the status is read again only when the recovery codes were seen (`useSetupDone`), so a gate waiting on it keeps the setup on screen until then. */
export const useConfirmSetup = () =>
  useMutation({ mutationFn: (input: TwoStepConfirmInput) => apiFetch<TwoStepStatus>("/api/two-step/confirm", { body: input }) });

export function useSetupDone() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: statusKey });
}
export const useTurnOff = () => useStatusChange<TwoStepPasswordInput>("/api/two-step/disable");

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoStepPasswordInput) => apiFetch<RecoveryCodes>("/api/two-step/recovery-codes", { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useSetRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoStepRequirement) => apiFetch<TwoStepRequirement>("/api/two-step/requirement", { method: "PUT", body: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(requirementKey, answer);
      void queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
}
