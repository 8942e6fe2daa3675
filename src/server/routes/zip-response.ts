import type { Context } from "hono";

/** A person's archive as a download, sent as it is written, never cached (it holds their personal information). */
export function zipResponse(c: Context, archive: { stream: ReadableStream<Uint8Array>; filename: string }) {
  return c.body(archive.stream, 200, {
    "Content-Type": "application/zip",
    "Content-Disposition": `attachment; filename="${archive.filename}"`,
    "Cache-Control": "no-store",
  });
}
