import { expect, test } from "vitest";
import { wordsIn } from "../../said";
import { requestRefusal } from "./visit-requests";
import { emailState } from "./message-record";

test("an e-mail's state: sent, withheld (no consent at delivery), failed (refused by the server), retrying, queued", () => {
  const none = { sentAt: null, withheldAt: null };
  expect(emailState({ ...none, sentAt: new Date(), attempts: 3, failure: "deferred" })).toBe("sent");
  expect(emailState({ ...none, withheldAt: new Date(), attempts: 1, failure: null })).toBe("withheld");
  expect(emailState({ ...none, attempts: 1, failure: "rejected" })).toBe("failed");
  expect(emailState({ ...none, attempts: 2, failure: "unreachable" })).toBe("retrying");
  expect(emailState({ ...none, attempts: 0, failure: null })).toBe("queued");
});

test("a request about a visit: refused when it is over, or too soon (call, with the phone)", () => {
  expect(requestRefusal({ status: "scheduled", soon: false }, "reschedule", "613-555-0199")).toBeNull();
  expect(wordsIn("en").say(requestRefusal({ status: "scheduled", soon: true }, "cancel", "613-555-0199")!)).toBe(
    "This visit starts within 48 hours: to have it cancelled, please call us at 613-555-0199.",
  );
  for (const status of ["cancelled", "completed", "missed"] as const)
    expect(wordsIn("en").say(requestRefusal({ status, soon: false }, "reschedule", "x")!)).toMatch(new RegExp(status));
});
