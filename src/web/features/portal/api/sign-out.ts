import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useLocalePath } from "~/i18n/locale";
import { apiFetch } from "~/lib/api";
import { sessionQuery } from "~/lib/session";

/**
 * POST /api/auth/sign-out, then /client-login (in the portal's language), and the cached session and portal data are
 * dropped, so nothing of the portal can show again without a new sign-in. They are dropped once
 * the login page has opened: dropped earlier, the portal's gate would find no session while that
 * page loads and send the client there itself, with the address of the page they were on.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return useMutation({
    mutationFn: () => apiFetch("/api/auth/sign-out", { body: {} }),
    onSuccess: async () => {
      await navigate(localePath("/client-login"), { replace: true });
      queryClient.removeQueries({ queryKey: sessionQuery.queryKey });
      queryClient.removeQueries({ queryKey: ["portal"] });
    },
  });
}
