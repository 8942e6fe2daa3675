import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/** The code an authenticator app shows now for a base32 secret (better-auth's own TOTP, RFC 6238). */
export const totpNow = (secret: string) => createOTP(base32.decode(secret.replace(/\s+/g, ""))).totp();
