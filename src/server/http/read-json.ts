import type { Context } from "hono";
import type { z } from "zod";
import { parseIn } from "../../shared/i18n/validation";
import { AppError } from "../errors";
import { wordsIn } from "../said";
import { requestLocale } from "./request-locale";
import { storable } from "./storable-text";

/** `schema`'s parse of `input`, its messages in the request's language. */
export const parseForRequest = <S extends z.ZodType>(c: Context, schema: S, input: unknown) => parseIn(wordsIn(requestLocale(c)).say, schema, input);

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
  const parsed = parseForRequest(c, schema, body);
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  // What the schema keeps (unknown keys are dropped, never stored), made storable.
  return storable(parsed.data);
}
