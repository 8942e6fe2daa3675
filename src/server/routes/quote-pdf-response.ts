import type { Context } from "hono";

/** A quote or invoice PDF as a download (attachment) or to show in the browser (inline), never cached. */
export function pdfResponse(c: Context, pdf: Uint8Array, filename: string, download: boolean) {
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `${download ? "attachment" : "inline"}; filename="${filename}"`,
    "Cache-Control": "private, no-store",
  });
}
