import { expect, test } from "vitest";
import { groupedSecret, recoveryCodeField, secretOf, totpCodeField, twoStepApplies, twoStepSignInSchema } from "./two-step";

test("a code from the app: six digits, spaces as an app groups them dropped", () => {
  expect(totpCodeField.parse("123 456")).toBe("123456");
  expect(totpCodeField.parse(" 012345 ")).toBe("012345");
  for (const bad of ["12345", "1234567", "12a456", "", "١٢٣٤٥٦"]) expect(totpCodeField.safeParse(bad).success, bad).toBe(false);
});

test("a recovery code as shown: five letters or digits, a dash, five more", () => {
  expect(recoveryCodeField.parse("  aB3dE-fG5hJ ")).toBe("aB3dE-fG5hJ");
  for (const bad of ["aB3dEfG5hJ", "aB3d-fG5hJ", "aB3dE-fG5h!", ""]) expect(recoveryCodeField.safeParse(bad).success, bad).toBe(false);
});

test("the second step names its kind, and each kind checks its own shape", () => {
  expect(twoStepSignInSchema.safeParse({ kind: "totp", code: "123456" }).success).toBe(true);
  expect(twoStepSignInSchema.safeParse({ kind: "recovery", code: "123456" }).success).toBe(false);
  expect(twoStepSignInSchema.safeParse({ kind: "sms", code: "123456" }).success).toBe(false);
  expect(twoStepSignInSchema.safeParse({ kind: "totp" }).success).toBe(false);
});

test("the key is read from the otpauth address and shown in groups of four", () => {
  const url = "otpauth://totp/Maple%20Crest:owner%40example.com?secret=MN3FS4CGINMU4S3Y&issuer=Maple%20Crest&digits=6&period=30";
  expect(secretOf(url)).toBe("MN3FS4CGINMU4S3Y");
  expect(groupedSecret("MN3FS4CGINMU4S3YH")).toBe("MN3F S4CG INMU 4S3Y H");
});

test("owners and office staff may use it; cleaners and clients not", () => {
  expect(["owner", "office", "cleaner", "client"].filter(twoStepApplies)).toEqual(["owner", "office"]);
});
