import { expect, test } from "vitest";
import { z } from "zod";
import { AppError, noSuchEndpoint, notFound, rateLimited, retryAfterHeader, unavailable } from "./errors";

test("a validation error names each field once, with its first message", () => {
  const schema = z.object({
    name: z
      .string()
      .min(2, "too short")
      .regex(/^[a-z]+$/, "letters only"),
    age: z.number("a number"),
  });
  const error = AppError.fromZod(schema.safeParse({ name: "1", age: "x" }).error!);

  expect(error.status).toBe(400);
  expect(error.toBody()).toEqual({
    error: { code: "validation", message: "Invalid request: name: too short; age: a number", fields: { name: "too short", age: "a number" } },
  });
});

test("an issue about the whole body is reported under `body`", () => {
  const error = AppError.fromZod(z.object({}).safeParse(null).error!);

  expect(Object.keys(error.fields!)).toEqual(["body"]);
});

test("errors without fields have no fields key, and each code has its status", () => {
  expect(new AppError("rate_limited", "Slow down").toBody()).toEqual({ error: { code: "rate_limited", message: "Slow down" } });
  expect(new AppError("payload_too_large", "x").status).toBe(413);
  expect(new AppError("unsupported_media_type", "x").status).toBe(415);
});

test("in French, a 400's summary, its fields and a refusal by key; an admin's English words stay as they are", () => {
  const error = AppError.validation({ note: { key: "text.tooLong", params: { label: "note", max: 2000 } }, title: "Title is required." });
  expect(error.message).toBe("Invalid request: note: Note must be at most 2000 characters; title: Title is required.");
  expect(error.toBody("fr")).toEqual({
    error: {
      code: "validation",
      message: "Demande non valide\u00a0: note\u00a0: La remarque doit compter au plus 2\u00a0000 caractères; title\u00a0: Title is required.",
      fields: { note: "La remarque doit compter au plus 2\u00a0000 caractères", title: "Title is required." },
    },
  });
  expect(new AppError("conflict", { key: "visit.notCompleted" }).toBody("fr").error.message).toBe("Seule une visite terminée peut être évaluée.");
  expect(new AppError("conflict", "A lost lead cannot be converted.").toBody("fr").error.message).toBe("A lost lead cannot be converted.");
});

test("a missing record reads '<what> not found'; an unknown path has its own message", () => {
  expect(notFound("Lead").toBody()).toEqual({ error: { code: "not_found", message: "Lead not found" } });
  expect(notFound("Lead").toBody("fr").error.message).toBe("Lead not found");
  expect(notFound("quote").toBody()).toEqual({ error: { code: "not_found", message: "Quote not found" } });
  expect(notFound("quote").toBody("fr").error.message).toBe("La soumission est introuvable");
  expect(notFound("quote").status).toBe(404);
  expect(noSuchEndpoint().toBody()).toEqual({ error: { code: "not_found", message: "No such API endpoint" } });
});

test("429 and 503 carry Retry-After in whole seconds; other errors none", () => {
  expect(retryAfterHeader(rateLimited("Slow down", 42))).toEqual({ "Retry-After": "42" });
  expect(retryAfterHeader(rateLimited("Slow down", 0.2))).toEqual({ "Retry-After": "1" });
  expect(rateLimited("Slow down", 42).status).toBe(429);
  expect(retryAfterHeader(unavailable("Busy", 5))).toEqual({ "Retry-After": "5" });
  expect(unavailable("Busy", 5).status).toBe(503);
  expect(retryAfterHeader(notFound("Lead"))).toEqual({});
});
