import { useSearchParams } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The error an e-mailed login link came back with (/client-login?error=INVALID_TOKEN, or another
 * code when sign-in failed otherwise). Read after the first render, because the page is
 * prerendered without it; `clear` drops it from the address once a new link is on its way.
 */
export function useLinkError() {
  const [params, setParams] = useSearchParams();
  const code = params.get("error");
  const hydrated = useHydrated();
  const error: "invalid" | "other" | null = !hydrated || code === null ? null : code === "INVALID_TOKEN" ? "invalid" : "other";

  const clear = () => {
    if (code === null) return;
    setParams(
      (prev) => {
        prev.delete("error");
        prev.delete("error_description");
        return prev;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return { error, clear };
}
