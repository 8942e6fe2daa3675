import { createHmac, timingSafeEqual } from "node:crypto";

// The token of an unsubscribe link: the address, signed with a key derived from the server's
// secret, so a link works without signing in, for that address only, and cannot be made for
// another (decision 053). It never expires: CASL asks the link to keep working for 60 days, and
// an old e-mail's link should still do what it says.

const key = (secret: string) => createHmac("sha256", secret).update("unsubscribe-link-v1").digest();

const sign = (secret: string, email: string) => createHmac("sha256", key(secret)).update(email.trim().toLowerCase()).digest("base64url");

/** `<address in base64url>.<signature>`, for a link's query. */
export function unsubscribeToken(secret: string, email: string): string {
  return `${Buffer.from(email.trim().toLowerCase()).toString("base64url")}.${sign(secret, email)}`;
}

/** The address a token was made for, or null for a token this server did not sign. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [encoded, signature, ...rest] = token.split(".");
  if (!encoded || !signature || rest.length > 0) return null;
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(sign(secret, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? email : null;
}
