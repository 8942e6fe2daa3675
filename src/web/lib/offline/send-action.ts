import type { ApiErrorBody } from "@shared/api-error";
import { IDEMPOTENCY_HEADER } from "@shared/idempotency";
import type { OutboxAction, OutboxBody } from "./outbox-store";

// One try at sending one action, and what its answer means for the queue (decision 062).

export type Sent =
  /** The server has it (2xx, or its answer to an earlier try of the same action): remove it. */
  | { kind: "sent"; status: number; body: unknown }
  /** Not this time: no network, our server's trouble, a limit, or the same action still running there. */
  | { kind: "retry"; afterSeconds?: number }
  /** The session has ended: nothing can be sent until the person signs in again. */
  | { kind: "signed-out" }
  /** The server refused it for good (4xx): its words say why. */
  | { kind: "refused"; status: number; message: string };

function requestBody(body: OutboxBody): { body?: BodyInit; type?: string } {
  switch (body.kind) {
    case "json":
      return { body: JSON.stringify(body.value), type: "application/json" };
    case "blob":
      return { body: body.blob, type: body.blob.type || "application/octet-stream" };
    case "form": {
      // The browser sets the multipart type with a boundary of its own; the server's check of a
      // repeat leaves the boundary out (server/http/request-hash.ts).
      const form = new FormData();
      for (const [name, value] of body.entries) form.append(name, value);
      return { body: form };
    }
    case "none":
      return {};
  }
}

/** A Retry-After of seconds (an HTTP date is read as "soon"). */
const retryAfter = (res: Response) => {
  const value = res.headers.get("retry-after");
  if (value === null) return undefined;
  return /^\d+$/.test(value.trim()) ? Number(value) : 1;
};

export async function sendAction(action: OutboxAction, fetchImpl: typeof fetch, language: string): Promise<Sent> {
  const { body, type } = requestBody(action.body);
  let res: Response;
  try {
    res = await fetchImpl(action.path, {
      method: action.method,
      headers: { [IDEMPOTENCY_HEADER]: action.id, "Accept-Language": language, ...(type ? { "Content-Type": type } : {}) },
      body,
      credentials: "same-origin",
    });
  } catch {
    return { kind: "retry" };
  }
  const text = await res.text().catch(() => "");
  const json = parse(text);
  if (res.ok) return { kind: "sent", status: res.status, body: json };
  // Worth another try: our server's trouble, a timeout, a limit, or an answer that asks for one
  // (the 409 of the same action still running on the server).
  const after = retryAfter(res);
  if (res.status >= 500 || res.status === 408 || res.status === 429 || after !== undefined) return { kind: "retry", afterSeconds: after };
  if (res.status === 401) return { kind: "signed-out" };
  const message = (json as ApiErrorBody | undefined)?.error?.message;
  return { kind: "refused", status: res.status, message: typeof message === "string" && message ? message : `${res.status} ${res.statusText}`.trim() };
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
