import { customType } from "drizzle-orm/pg-core";

/** Bytes: a Buffer in, a Buffer out (PGlite answers a Uint8Array, `pg` a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});
