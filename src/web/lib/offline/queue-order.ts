import type { OutboxAction } from "./outbox-store";

// Which action goes next (decision 062): in the order made, past those the server refused, except
// that a refusal holds back the later actions of its scope, which may depend on it.

/** An action without scope is in this one: a refusal of it holds back every action after it. */
export const ALL = "all";

/** The actions that wait behind a refused one of their scope (or of ALL) made before them. */
export function heldBack(actions: readonly OutboxAction[]): OutboxAction[] {
  const refused = new Set<string>();
  const held: OutboxAction[] = [];
  for (const action of actions) {
    if (action.state === "failed") refused.add(action.scope);
    else if (refused.has(action.scope) || refused.has(ALL) || (action.scope === ALL && refused.size)) held.push(action);
  }
  return held;
}

/** The next action to send: the first one neither refused nor held back. */
export function nextToSend(actions: readonly OutboxAction[]): OutboxAction | undefined {
  const held = new Set(heldBack(actions));
  return actions.find((a) => a.state !== "failed" && !held.has(a));
}
