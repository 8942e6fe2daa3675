import { queryOptions } from "@tanstack/react-query";
import type { AdminVisitChecklist, ChecklistRoom, ChecklistService, ChecklistTemplateSaved, ChecklistTemplates } from "@shared/schemas/checklists";
import { apiFetch } from "~/lib/api";

// The admin's checklist calls (decision 065): the templates, an owner's save, a visit's checklist.

const BASE = "/api/admin/checklists";
export const templatesKey = ["admin", "checklists"] as const;

export const templatesQuery = () => queryOptions({ queryKey: templatesKey, queryFn: () => apiFetch<ChecklistTemplates>(BASE) });

export const saveTemplate = (service: ChecklistService, rooms: ChecklistRoom[]) =>
  apiFetch<ChecklistTemplateSaved>(`${BASE}/${service}`, { method: "PUT", body: { rooms } });

export const visitChecklistQuery = (visitId: string) =>
  queryOptions({
    queryKey: ["admin", "checklists", "visit", visitId],
    queryFn: () => apiFetch<AdminVisitChecklist>(`${BASE}/visits/${encodeURIComponent(visitId)}`),
  });
