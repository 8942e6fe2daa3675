import { useCallback, useState } from "react";

/**
 * A form action of a public page (send a consultation, an assessment, a login-link request):
 * runs `action` and tells whether it is running. The public pages use this instead of TanStack
 * Query's mutations, which only the portal and the admin area load.
 */
export function useAction<I, O>(action: (input: I) => Promise<O>) {
  const [isPending, setPending] = useState(false);
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
