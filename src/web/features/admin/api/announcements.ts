import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AnnouncementDetail, AnnouncementInput, AnnouncementList, AnnouncementPreview, AnnouncementRecipients } from "@shared/schemas/announcements";
import { apiFetch } from "~/lib/api";

// Announcements (/api/admin/announcements, decision 057): the list, one announcement and its
// preview, each under its own key; a save or a send replaces the cached copy and reads the rest again.
const BASE = "/api/admin/announcements";
const key = ["admin", "announcements"] as const;
const oneKey = (id: string) => [...key, "one", id] as const;

/** GET /api/admin/announcements: newest first, with who a draft would reach now. */
export const announcementsQuery = () => queryOptions({ queryKey: [...key, "list"], queryFn: () => apiFetch<AnnouncementList>(BASE) });

/** GET /api/admin/announcements/{id}. */
export const announcementQuery = (id: string) =>
  queryOptions({ queryKey: oneKey(id), queryFn: () => apiFetch<AnnouncementDetail>(`${BASE}/${encodeURIComponent(id)}`) });

/** GET /api/admin/announcements/{id}/preview: the e-mail in each language as the server writes it. */
export const announcementPreviewQuery = (id: string) =>
  queryOptions({ queryKey: [...oneKey(id), "preview"], queryFn: () => apiFetch<AnnouncementPreview>(`${BASE}/${encodeURIComponent(id)}/preview`) });

/** While e-mails wait to go out, who a sent announcement went to is read again this often. */
const WAITING_REFRESH_MS = 5000;

/** GET /api/admin/announcements/{id}/recipients: what became of each e-mail, read again while some wait. */
export const announcementRecipientsQuery = (id: string) =>
  queryOptions({
    queryKey: [...oneKey(id), "recipients"],
    queryFn: () => apiFetch<AnnouncementRecipients>(`${BASE}/${encodeURIComponent(id)}/recipients`),
    refetchInterval: (query) => {
      const counts = query.state.data?.counts;
      return counts && counts.queued + counts.retrying > 0 ? WAITING_REFRESH_MS : false;
    },
  });

function useSaved() {
  const queryClient = useQueryClient();
  return (saved: AnnouncementDetail) => {
    queryClient.setQueryData(oneKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: [...key, "list"] });
    void queryClient.invalidateQueries({ queryKey: [...oneKey(saved.id), "preview"] });
    void queryClient.invalidateQueries({ queryKey: [...oneKey(saved.id), "recipients"] });
  };
}

/** POST /api/admin/announcements: a new draft (201). */
export function useCreateAnnouncement() {
  const saved = useSaved();
  return useMutation({ mutationFn: (input: AnnouncementInput) => apiFetch<AnnouncementDetail>(BASE, { body: input }), onSuccess: saved });
}

/** PUT /api/admin/announcements/{id}: a draft's new texts (409 once sent). */
export function useUpdateAnnouncement(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => apiFetch<AnnouncementDetail>(`${BASE}/${encodeURIComponent(id)}`, { method: "PUT", body: input }),
    onSuccess: saved,
  });
}

/** POST /api/admin/announcements/{id}/send: once (409 after, or without a mailing address, or with nobody to send to). */
export function useSendAnnouncement(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: () => apiFetch<AnnouncementDetail>(`${BASE}/${encodeURIComponent(id)}/send`, { method: "POST" }),
    onSuccess: saved,
  });
}
