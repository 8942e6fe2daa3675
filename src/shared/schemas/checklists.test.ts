import { describe, expect, test } from "vitest";
import { checklistProgress, checklistServiceOf, checklistTemplateInputSchema, checklistTickSchema } from "./checklists";

const room = (id: string, items: string[]) => ({ id, name: { en: id, fr: id }, items: items.map((i) => ({ id: i, label: { en: i, fr: i } })) });
const messages = (input: unknown) => {
  const r = checklistTemplateInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("a checklist template", () => {
  test("rooms with items, each worded in English and French", () => {
    expect(messages({ rooms: [room("kitchen", ["kitchen-sink"])] })).toEqual([]);
    expect(checklistTemplateInputSchema.parse({ rooms: [{ ...room("kitchen", ["sink"]), name: { en: " Kitchen ", fr: "Cuisine" } }] }).rooms[0]!.name.en).toBe(
      "Kitchen",
    );
  });

  test("names the field of what is missing or wrong", () => {
    expect(messages({ rooms: [] })).toEqual(["rooms: A checklist needs at least one room"]);
    expect(messages({ rooms: [room("kitchen", [])] })).toEqual(["rooms.0.items: A room needs at least one item"]);
    expect(messages({ rooms: [{ ...room("kitchen", ["sink"]), name: { en: "Kitchen", fr: "" } }] })).toEqual([
      "rooms.0.name.fr: Room name in French is required",
    ]);
    expect(messages({ rooms: [room("Kitchen!", ["sink"])] })).toEqual(["rooms.0.id: Room id must be 1 to 40 lower-case letters, digits or dashes"]);
    expect(messages({ rooms: [{ ...room("kitchen", ["sink"]), items: [{ id: "sink", label: { en: "x".repeat(121), fr: "y" } }] }] })).toEqual([
      "rooms.0.items.0.label.en: Item in English must be at most 120 characters",
    ]);
  });

  test("each room and item id once, items across rooms too", () => {
    expect(messages({ rooms: [room("a", ["x"]), room("a", ["y"])] })).toEqual(["rooms.1.id: Each room id must be different"]);
    expect(messages({ rooms: [room("a", ["x"]), room("b", ["x"])] })).toEqual(["rooms.1.items.0.id: Each item id must be different, in every room"]);
  });
});

describe("a tick", () => {
  test("done, and the phone's time when it has one", () => {
    expect(checklistTickSchema.parse({ done: true })).toEqual({ done: true });
    expect(checklistTickSchema.parse({ done: false, tickedAt: "2026-11-28T09:00:00-05:00" }).tickedAt).toBe("2026-11-28T09:00:00-05:00");
    expect(checklistTickSchema.safeParse({ done: "yes" }).error?.issues[0]?.message).toBe("Done must be true or false");
    expect(checklistTickSchema.safeParse({ done: true, tickedAt: "9 am" }).error?.issues[0]?.message).toBe("Ticked at must be a date and time (ISO 8601)");
  });
});

test("a visit's service text finds its template by id, English or French name, else Other", () => {
  expect(checklistServiceOf("deep-cleaning")).toBe("deep-cleaning");
  expect(checklistServiceOf(" Deep Cleaning Services ")).toBe("deep-cleaning");
  expect(checklistServiceOf("Nettoyage en profondeur", { "deep-cleaning": "Nettoyage en profondeur" })).toBe("deep-cleaning");
  expect(checklistServiceOf("Home cleaning")).toBe("other");
});

test("progress counts done items of every room", () => {
  expect(checklistProgress([{ items: [{ done: true }, { done: false }] }, { items: [{ done: true }] }])).toEqual({ done: 2, total: 3 });
});
