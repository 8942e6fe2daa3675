import type { z } from "zod";

// An admin list's query (search, filters, sort, page) as its address holds it, read and written
// through the list's own zod query schema from src/shared, the one the server checks.

/** A list's query schema: a zod object whose fields read URL parameters (strings) or their absence. */
export type ListQuerySchema = z.ZodObject;
export type ListQueryOf<S extends ListQuerySchema> = z.output<S>;

/** Defaults that depend on other fields (the assessments' direction follows the sorted column). */
export type DerivedDefaults<Q> = (query: Q) => Partial<Q>;

/** Fields that are not filters: changing them is not "narrowing the list". */
const NOT_FILTERS = new Set(["page", "sort", "dir"]);

/** Every field's default: the schema's answer for an empty address. */
export function listDefaults<S extends ListQuerySchema>(schema: S): ListQueryOf<S> {
  return schema.parse({}) as ListQueryOf<S>;
}

/**
 * Read the query from the address. Each field is checked on its own, so one unknown or malformed
 * value (an old link, a hand-edited address) falls back to its default and keeps the others.
 */
export function readListQuery<S extends ListQuerySchema>(schema: S, params: URLSearchParams, derived?: DerivedDefaults<ListQueryOf<S>>): ListQueryOf<S> {
  const shape = schema.shape as Record<string, z.ZodType>;
  const query: Record<string, unknown> = {};
  const fellBack: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const raw = params.get(key);
    const read = raw === null ? undefined : field.safeParse(raw);
    if (read?.success) query[key] = read.data;
    else {
      query[key] = field.parse(undefined);
      fellBack.push(key);
    }
  }
  const typed = query as ListQueryOf<S>;
  const fromOthers = derived?.(typed) ?? {};
  for (const key of fellBack) if (key in fromOthers) query[key] = (fromOthers as Record<string, unknown>)[key];
  return typed;
}

/** The defaults `query` is compared with: the schema's, then those derived from the query itself. */
function defaultsFor<S extends ListQuerySchema>(schema: S, query: ListQueryOf<S>, derived?: DerivedDefaults<ListQueryOf<S>>): Record<string, unknown> {
  return { ...listDefaults(schema), ...derived?.(query) };
}

/** The address's parameters for `query`: defaults are left out, so a plain list's address stays plain. */
export function writeListQuery<S extends ListQuerySchema>(schema: S, query: ListQueryOf<S>, derived?: DerivedDefaults<ListQueryOf<S>>): URLSearchParams {
  const defaults = defaultsFor(schema, query, derived);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null || value === "" || value === defaults[key]) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The API's parameters for `query`: every field spelled out (the server has its own defaults). */
export function apiListParams(query: object, omit: string[] = []): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "" || omit.includes(key)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** Apply a change: any change other than the page itself starts again on page 1. */
export function changeListQuery<Q extends { page: number }>(query: Q, change: Partial<Q>): Q {
  const next = { ...query, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The query's filter fields (everything but page, sort and direction). */
export const filterKeys = (schema: ListQuerySchema) => Object.keys(schema.shape).filter((k) => !NOT_FILTERS.has(k));

/** True when a filter narrows the list (sort and page do not). */
export function hasListFilters<S extends ListQuerySchema>(schema: S, query: ListQueryOf<S>): boolean {
  const defaults = listDefaults(schema) as Record<string, unknown>;
  return filterKeys(schema).some((k) => (query as Record<string, unknown>)[k] !== defaults[k]);
}

/** The change that clears every filter (sort kept). */
export function clearedFilters<S extends ListQuerySchema>(schema: S): Partial<ListQueryOf<S>> {
  const defaults = listDefaults(schema) as Record<string, unknown>;
  return Object.fromEntries(filterKeys(schema).map((k) => [k, defaults[k]])) as Partial<ListQueryOf<S>>;
}
