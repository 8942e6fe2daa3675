import { useCallback, useEffect, useState } from "react";
import { preloadToaster } from "./notify";

/**
 * A form action of a public page (send a consultation, an assessment, a login-link request):
 * runs `action` and tells whether it is running. The public pages use this instead of TanStack
 * Query's mutations, which only the portal and the admin area load.
 *
 * The action runs once, when asked: a request that fails (the connection is gone) rejects at once
 * and is never sent again later. The toaster's code loads as the form opens, so the failure
 * notice can show without a connection.
 */
export function useAction<I, O>(action: (input: I) => Promise<O>) {
  const [isPending, setPending] = useState(false);
  useEffect(preloadToaster, []);
  const run = useCallback(
    async (input: I): Promise<O> => {
      setPending(true);
      try {
        return await action(input);
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { isPending, run };
}
