// The phone's outbox (decision 062): what the crew page says of the changes kept on the phone
// until they are sent.
export const outbox = {
  heading: "Changes on this phone",
  count: (n: number) => (n === 1 ? "1 change waiting to send" : `${n} changes waiting to send`),
  allSent: "Everything is sent.",
  offline: "No connection: what you do is kept on this phone and sent when the connection returns.",
  signedOut: "Your session has ended: sign in again to send what is waiting.",
  waiting: "Waiting to send",
  sending: "Sending…",
  /** A refused change: the server's words follow. */
  refused: "Not sent:",
  heldBack: "Waits for a change above that was not sent.",
  madeAt: (time: string) => `Made at ${time}`,
  retry: "Try Again",
  discard: "Discard",
};
