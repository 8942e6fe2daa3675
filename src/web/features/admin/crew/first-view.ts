import type { QueryClient } from "@tanstack/react-query";
import { businessDay } from "@shared/business-time";
import { FIRST_DATA_ID, FIRST_VIEW_ID, type CrewFirstData } from "@shared/crew-page";
import { sessionQueryKey } from "~/lib/session";
import { crewDayKey } from "./crew-api";

// The crew page's first view (decision 072): the server wrote the signed-in staff member's day into
// the page's HTML, and the answers of the page's first two requests beside it.

/**
 * Start from the answers the server wrote into the page, if it did; taken once. A page written on
 * another day (kept by a cache, reopened after midnight) is not today's: the page asks the server.
 */
export function takeFirstData(queryClient: QueryClient): void {
  const block = document.getElementById(FIRST_DATA_ID);
  if (!block) return;
  block.remove();
  try {
    const first = JSON.parse(block.textContent ?? "") as CrewFirstData;
    if (first.day.today !== businessDay()) return;
    queryClient.setQueryData(sessionQueryKey, first.session);
    queryClient.setQueryData(crewDayKey, first.day);
  } catch {
    // Unreadable: the page asks the server, as it does without a first view.
  }
}

/** The page shows the day itself now: the server's picture of it goes. */
export const removeFirstView = (): void => document.getElementById(FIRST_VIEW_ID)?.remove();
