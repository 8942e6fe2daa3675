import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { AUTH_MESSAGES } from "../../shared/schemas/auth";
import { AppError } from "../errors";

// argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // not an argon2 hash
  }
}

const COMMON = new Set(dictionary["passwords-common"]);

/** A password from the 49,000 most common ones, also with digits or symbols tacked on its end. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON.has(lower) || COMMON.has(lower.replace(/[\d\W_]+$/, ""));
}

/** A 400 naming `field` when the password is a common one. */
export function assertNotCommon(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw AppError.validation({ [field]: AUTH_MESSAGES.passwordCommon });
  }
}
