import { expect, test } from "vitest";
import { requestHash } from "./request-hash";

// What counts as the same request for an Idempotency-Key: a photo sent again in a new multipart
// body (a new boundary) is the same; a change of method, path, query, type or byte is not.

const form = async (boundary: string, bytes: Uint8Array) => {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return new Uint8Array(await new Blob([head, bytes as BlobPart, `\r\n--${boundary}--\r\n`]).arrayBuffer());
};
const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const base = { method: "POST", pathWithQuery: "/api/crew/visits/1/photos", contentType: "application/json", body: new TextEncoder().encode('{"a":1}') };

test("a multipart body sent again with another boundary is the same request; another file is not", async () => {
  const send = async (boundary: string, bytes = photo) =>
    requestHash({ ...base, contentType: `multipart/form-data; boundary=${boundary}`, body: await form(boundary, bytes) });
  const first = await send("----WebKitFormBoundaryAbC123");
  expect(await send("----WebKitFormBoundaryXyZ789")).toBe(first);
  expect(requestHash({ ...base, contentType: 'multipart/form-data; boundary="q"', body: await form("q", photo) })).toBe(first);
  expect(await send("----WebKitFormBoundaryXyZ789", new Uint8Array([...photo, 4]))).not.toBe(first);
});

test("method, path, query, content type and each byte of the body make the request", () => {
  const hash = requestHash(base);
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(requestHash({ ...base, method: "post" })).toBe(hash);
  for (const changed of [
    { method: "PUT" },
    { pathWithQuery: "/api/crew/visits/2/photos" },
    { pathWithQuery: "/api/crew/visits/1/photos?kind=after" },
    { contentType: "text/plain" },
    { body: new TextEncoder().encode('{"a":2}') },
  ])
    expect(requestHash({ ...base, ...changed }), JSON.stringify(changed)).not.toBe(hash);
});
