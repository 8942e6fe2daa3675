import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminConversation, ConversationList, ConversationListQuery } from "@shared/schemas/messages";
import { apiFetch } from "~/lib/api";
import { apiListParams } from "../list-kit/list-query";

// Messaging's API (/api/admin/messaging). Opening a conversation marks it read, so the list and the
// sidebar's unread total are read again after it.
const BASE = "/api/admin/messaging";
export const messagingQueryKey = ["admin", "messaging"] as const;
const listKey = [...messagingQueryKey, "list"] as const;
const conversationKey = (clientId: string) => [...messagingQueryKey, "conversation", clientId] as const;

/** GET /api/admin/messaging: one page of 50 conversations, newest first, with the unread total. */
export const conversationsQuery = (query: ConversationListQuery) =>
  queryOptions({
    queryKey: [...listKey, query],
    queryFn: () => apiFetch<ConversationList>(`${BASE}?${apiListParams(query)}`),
    // New client messages arrive without staff doing anything.
    refetchInterval: 30_000,
  });

/** The unread total alone (the sidebar's badge): the first page's answer, read every minute. */
export const unreadTotalQuery = queryOptions({
  queryKey: [...listKey, { page: 1 }],
  queryFn: () => apiFetch<ConversationList>(`${BASE}?page=1`),
  select: (list: ConversationList) => list.unreadTotal,
  refetchInterval: 60_000,
});

/** GET /api/admin/messaging/{clientId}: reading it marks the client's messages read. */
export function useConversationQuery() {
  const queryClient = useQueryClient();
  return (clientId: string) =>
    queryOptions({
      queryKey: conversationKey(clientId),
      queryFn: async () => {
        const conversation = await apiFetch<AdminConversation>(`${BASE}/${encodeURIComponent(clientId)}`);
        void queryClient.invalidateQueries({ queryKey: listKey });
        return conversation;
      },
    });
}

/** The conversation an answer brings back replaces the cached one; the list is read again. */
function useConversationWrite<T>(clientId: string, call: (input: T) => Promise<AdminConversation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationKey(clientId), conversation);
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** POST /api/admin/messaging/{clientId}: a staff message, e-mailed to the client. */
export const useSendStaffMessage = (clientId: string) =>
  useConversationWrite(clientId, (body: string) => apiFetch<AdminConversation>(`${BASE}/${encodeURIComponent(clientId)}`, { body: { body } }));

/** POST /api/admin/messaging/{clientId}/follow-ups/{visitId}/close: a follow-up handled. */
export const useCloseFollowUp = (clientId: string) =>
  useConversationWrite(clientId, (visitId: string) =>
    apiFetch<AdminConversation>(`${BASE}/${encodeURIComponent(clientId)}/follow-ups/${encodeURIComponent(visitId)}/close`, { body: {} }),
  );
