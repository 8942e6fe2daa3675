import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../errors";
import { parseForRequest } from "./read-json";
import { storable } from "./storable-text";

/** Validate the query string with a shared schema; 400 naming the field. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = parseForRequest(c, schema, c.req.query());
  if (!parsed.success) throw AppError.fromZod(parsed.error);
  return storable(parsed.data);
}
