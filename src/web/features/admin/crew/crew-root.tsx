import { QueryProvider } from "~/lib/query-provider";
import { CrewLayout } from "./crew-layout";

/** The crew route's page (routes/crew.tsx loads it): the query cache, then the gate and the page. */
export default function CrewRoot() {
  return (
    <QueryProvider>
      <CrewLayout />
    </QueryProvider>
  );
}
