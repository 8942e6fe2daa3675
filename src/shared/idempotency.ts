// A request that must take effect once however often it is sent (decision 062): the phone's
// outbox sends each action with its own id in this header, and the server answers a repeat with
// the first answer, marked as replayed.

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENT_REPLAY_HEADER = "Idempotent-Replayed";
