import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api";
import { sessionQueryKey } from "~/lib/session";

/** POST /api/auth/sign-out; afterwards nobody is signed in and no admin data stays cached. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch("/api/auth/sign-out", { body: {} }),
    onSuccess: () => {
      // What the admin and the crew page read is the account's: none of it is shown to the next one.
      queryClient.removeQueries({ queryKey: ["admin"] });
      queryClient.removeQueries({ queryKey: ["crew"] });
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}
