import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { unsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

const SECRET = "a test secret of enough length for hmac";

describe("unsubscribe tokens", () => {
  test("a token names its address, in any case given", () => {
    expect(verifyUnsubscribeToken(SECRET, unsubscribeToken(SECRET, " Marie@Example.com "))).toBe("marie@example.com");
  });

  test("a token cannot be turned into another person's, nor made without the secret", () => {
    const mine = unsubscribeToken(SECRET, "marie@example.com");
    const [, signature] = mine.split(".");
    const forged = `${Buffer.from("paul@example.com").toString("base64url")}.${signature}`;
    expect(verifyUnsubscribeToken(SECRET, forged)).toBeNull();
    expect(verifyUnsubscribeToken("another secret", mine)).toBeNull();
  });

  test("property: any altered token is refused", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string({ maxLength: 60 }), (email, junk) => {
        const token = unsubscribeToken(SECRET, email);
        if (junk !== token) expect(verifyUnsubscribeToken(SECRET, junk)).toBeNull();
        expect(verifyUnsubscribeToken(SECRET, `${token}x`)).toBeNull();
        expect(verifyUnsubscribeToken(SECRET, token)).toBe(email.toLowerCase());
      }),
    );
  });
});
