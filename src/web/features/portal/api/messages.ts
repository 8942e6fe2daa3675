import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CancelRequestInput, PortalConversation, RescheduleRequestInput, VisitRatingInput } from "@shared/schemas/messages";
import { apiFetch } from "~/lib/api";
import { visitsQuery } from "./get-visits";

// The client's conversation (/api/portal/messages) and what they can ask about a visit. A request
// or a rating is a message too: the conversation and the dashboard's visits are read again after it.

export const messagesQuery = queryOptions({
  queryKey: ["portal", "messages"],
  queryFn: () => apiFetch<PortalConversation>("/api/portal/messages"),
  // Staff replies arrive without the client doing anything.
  refetchInterval: 60_000,
});

/** POST /api/portal/messages: the answer is the conversation with the new message. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => apiFetch<PortalConversation>("/api/portal/messages", { body: { body } }),
    onSuccess: (conversation) => queryClient.setQueryData(messagesQuery.queryKey, conversation),
  });
}

const visitPath = (id: string, action: string) => `/api/portal/visits/${encodeURIComponent(id)}/${action}`;

function useVisitAction<I>(id: string, action: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => apiFetch(visitPath(id, action), { body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: visitsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: messagesQuery.queryKey });
    },
  });
}

/** POST .../reschedule-request: the day and part of the day wanted, a note. 409 within 48 hours. */
export const useRescheduleRequest = (id: string) => useVisitAction<RescheduleRequestInput>(id, "reschedule-request");
/** POST .../cancel-request: an optional note. 409 within 48 hours. */
export const useCancelRequest = (id: string) => useVisitAction<CancelRequestInput>(id, "cancel-request");
/** POST .../rating: 1 to 5 and a comment; once per completed visit. */
export const useRateVisit = (id: string) => useVisitAction<VisitRatingInput>(id, "rating");
