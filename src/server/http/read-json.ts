import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../errors";
import { storable } from "./storable-text";

/** Read a JSON body and validate it with a shared schema; 415, 400 or the parsed value. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new AppError("unsupported_media_type", "Content-Type must be application/json");
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new AppError("bad_request", "Malformed JSON body");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  // What the schema keeps (unknown keys are dropped, never stored), made storable.
  return storable(parsed.data);
}
