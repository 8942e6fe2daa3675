import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createQueryClient } from "./query-client";

// One query cache for the whole tab, made when the portal or the admin area first opens: the
// public pages never load TanStack Query (they only send forms, see use-action.ts).
let client: ReturnType<typeof createQueryClient> | undefined;

export function QueryProvider({ children }: { children: ReactNode }) {
  client ??= createQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
