import { createHash } from "node:crypto";

/**
 * What makes two requests the same request (decision 062): SHA-256 (hex) of the method, the path
 * with its query, the content type and the body's bytes. A multipart body's boundary is left out
 * of both: a browser draws a new one each time it sends the same form (a photo sent again).
 */
export function requestHash(o: { method: string; pathWithQuery: string; contentType: string | undefined; body: Uint8Array }): string {
  const type = (o.contentType ?? "").trim();
  const boundary = /^multipart\//i.test(type) ? boundaryOf(type) : undefined;
  const hash = createHash("sha256");
  hash.update(`${o.method.toUpperCase()}\n${o.pathWithQuery}\n${withoutBoundary(type).toLowerCase()}\n`);
  hash.update(boundary ? cut(o.body, Buffer.from(`--${boundary}`)) : o.body);
  return hash.digest("hex");
}

function boundaryOf(type: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  return match?.[1] ?? match?.[2];
}

const withoutBoundary = (type: string) => type.replace(/;\s*boundary=(?:"[^"]*"|[^;\s]*)/i, "");

/** `bytes` with every `marker` replaced by "--" (a delimiter line stays a delimiter line). */
function cut(bytes: Uint8Array, marker: Buffer): Buffer {
  const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = source.indexOf(marker, from); at !== -1; at = source.indexOf(marker, from)) {
    parts.push(source.subarray(from, at), Buffer.from("--"));
    from = at + marker.length;
  }
  parts.push(source.subarray(from));
  return Buffer.concat(parts);
}
