import { expect, test } from "vitest";
import { AppError } from "../errors";
import { VALIDATION_MESSAGES } from "../../shared/i18n/validation";
import { storable } from "./storable-text";

test("text holding U+0000 is refused with a 400 naming its top-level field, at any depth", () => {
  for (const [input, field] of [
    [{ name: "Ada\u0000" }, "name"],
    [{ service_type: ["regular", "deep\u0000"] }, "service_type"],
    [{ nested: { deeper: [{ "\u0000": "x" }] } }, "nested"],
    ["\u0000", "body"],
  ] as const) {
    let error: unknown;
    try {
      storable(input);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).toBody()).toEqual({
      error: { code: "validation", message: `Invalid request: ${field}: ${VALIDATION_MESSAGES.nul}`, fields: { [field]: VALIDATION_MESSAGES.nul } },
    });
  }
});

test("a lone surrogate becomes U+FFFD; whole emoji, other values and the shape are kept", () => {
  expect(storable({ name: "Ada \u21bb\udfff", note: "\ud83e", emoji: "🧹", list: ["x\ud800y"], n: 1, ok: true, none: null })).toEqual({
    name: "Ada \u21bb\ufffd",
    note: "\ufffd",
    emoji: "🧹",
    list: ["x\ufffdy"],
    n: 1,
    ok: true,
    none: null,
  });
});

test("a __proto__ key stays an own property and pollutes nothing", () => {
  const out = storable(JSON.parse('{"__proto__": {"polluted": "yes"}, "a": "b"}')) as Record<string, unknown>;
  expect(Object.keys(out)).toEqual(["__proto__", "a"]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect((out as { polluted?: string }).polluted).toBeUndefined();
});
