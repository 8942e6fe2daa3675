import { z } from "zod";
import { CONSULTATION_SERVICES, type ConsultationService } from "../options/services";

// Cleaning checklists (decision 065): one template per service the company offers, room by room,
// each room and item worded in English and French; a visit keeps a copy of its service's template
// taken when its crew first opens it, and a tick per item (who, when).

export const CHECKLIST_LIMITS = { rooms: 30, items: 40, words: 120, id: 40 } as const;

/** The services a template exists for: the company's list of services (shared/options/services.ts). */
export const CHECKLIST_SERVICES = CONSULTATION_SERVICES.map((s) => s.value) as [ConsultationService, ...ConsultationService[]];
export type ChecklistService = ConsultationService;
export const checklistServiceSchema = z.enum(CHECKLIST_SERVICES, "Service must be one of the company's services");

const words = (what: string) =>
  z.object(
    {
      en: z
        .string(`${what} in English is required`)
        .trim()
        .min(1, `${what} in English is required`)
        .max(CHECKLIST_LIMITS.words, `${what} in English must be at most ${CHECKLIST_LIMITS.words} characters`),
      fr: z
        .string(`${what} in French is required`)
        .trim()
        .min(1, `${what} in French is required`)
        .max(CHECKLIST_LIMITS.words, `${what} in French must be at most ${CHECKLIST_LIMITS.words} characters`),
    },
    `${what} must give the English and the French`,
  );
export type ChecklistWords = { en: string; fr: string };

const idField = (what: string) =>
  z.string(`${what} id is required`).regex(/^[a-z0-9][a-z0-9-]{0,39}$/, `${what} id must be 1 to ${CHECKLIST_LIMITS.id} lower-case letters, digits or dashes`);

export const checklistItemSchema = z.object({ id: idField("Item"), label: words("Item") });
export const checklistRoomSchema = z.object({
  id: idField("Room"),
  name: words("Room name"),
  items: z
    .array(checklistItemSchema, "Items must be a list")
    .min(1, "A room needs at least one item")
    .max(CHECKLIST_LIMITS.items, `A room has at most ${CHECKLIST_LIMITS.items} items`),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;
export type ChecklistRoom = z.infer<typeof checklistRoomSchema>;

/** PUT /api/admin/checklists/{service}: the whole template, rooms and items in their order. */
export const checklistTemplateInputSchema = z
  .object(
    {
      rooms: z
        .array(checklistRoomSchema, "Rooms must be a list")
        .min(1, "A checklist needs at least one room")
        .max(CHECKLIST_LIMITS.rooms, `A checklist has at most ${CHECKLIST_LIMITS.rooms} rooms`),
    },
    "The request body must be an object",
  )
  .superRefine(({ rooms }, ctx) => {
    const roomIds = new Set<string>();
    const itemIds = new Set<string>();
    rooms.forEach((room, r) => {
      if (roomIds.has(room.id)) ctx.addIssue({ code: "custom", path: ["rooms", r, "id"], message: "Each room id must be different" });
      roomIds.add(room.id);
      room.items.forEach((item, i) => {
        if (itemIds.has(item.id))
          ctx.addIssue({ code: "custom", path: ["rooms", r, "items", i, "id"], message: "Each item id must be different, in every room" });
        itemIds.add(item.id);
      });
    });
  });
export type ChecklistTemplateInput = z.input<typeof checklistTemplateInputSchema>;

/** A template as the admin reads it. `updatedBy` is null for the company's default, never edited. */
export type ChecklistTemplate = { service: ChecklistService; rooms: ChecklistRoom[]; updatedAt: string | null; updatedBy: string | null };
/** The answer to an owner's save of a template. */
export type ChecklistTemplateSaved = { template: ChecklistTemplate };
export type ChecklistTemplates = { templates: ChecklistTemplate[] };

/**
 * PUT /api/crew/visits/{id}/checklist/items/{itemId}: set an item done or not. `tickedAt` is the
 * phone's own time when the tick was made (an offline tick is sent later); the server keeps its
 * own time as well.
 */
export const checklistTickSchema = z.object(
  {
    done: z.boolean("Done must be true or false"),
    tickedAt: z.iso.datetime({ offset: true, message: "Ticked at must be a date and time (ISO 8601)" }).optional(),
  },
  "The request body must be an object",
);
export type ChecklistTickInput = z.infer<typeof checklistTickSchema>;

/** An item of a visit's checklist, with its tick: done, by whom, the server's time and the phone's. */
export type VisitChecklistItem = ChecklistItem & { done: boolean; by: string | null; at: string | null; phoneAt: string | null };
export type VisitChecklistRoom = Omit<ChecklistRoom, "items"> & { items: VisitChecklistItem[] };

/** A visit's checklist: the copy of its service's template, and the ticks. `locked`: this reader can no longer tick. */
export type VisitChecklist = { visitId: string; service: ChecklistService; rooms: VisitChecklistRoom[]; done: number; total: number; locked: boolean };
export type VisitChecklistAnswer = { checklist: VisitChecklist };
/** The admin's visit page: null until the crew first opened the visit's checklist. */
export type AdminVisitChecklist = { checklist: VisitChecklist | null; service: ChecklistService };

/** The visit's service text to the template it uses: the service's id, or its English or French name; otherwise "other". */
export function checklistServiceOf(service: string, frenchNames: Record<string, string> = {}): ChecklistService {
  const text = service.trim().toLowerCase();
  const found = CONSULTATION_SERVICES.find((s) => s.value === text || s.label.toLowerCase() === text || frenchNames[s.value]?.toLowerCase() === text);
  return found?.value ?? "other";
}

/** Done items and all items of a checklist's rooms. */
export const checklistProgress = (rooms: readonly { items: readonly { done: boolean }[] }[]) => ({
  done: rooms.reduce((n, r) => n + r.items.filter((i) => i.done).length, 0),
  total: rooms.reduce((n, r) => n + r.items.length, 0),
});
