const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a uuid key at all: anything else is simply not found (never a database error). */
export const isUuid = (id: string) => UUID.test(id);
