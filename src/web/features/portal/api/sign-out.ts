import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiFetch } from "~/lib/api";
import { sessionQuery } from "~/lib/session";

/**
 * POST /api/auth/sign-out, then /client-login. The cached session and portal data are dropped
 * first, so nothing of the portal can show again without a new sign-in.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiFetch("/api/auth/sign-out", { body: {} }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: sessionQuery.queryKey });
      queryClient.removeQueries({ queryKey: ["portal"] });
      await navigate("/client-login", { replace: true });
    },
  });
}
