import { expect, test } from "vitest";
import { company } from "../../test/french-mail";
import { staffDeactivatedMail, staffInvitationMail, staffReactivatedMail, staffRoleChangedMail } from "./staff-emails";

// E-mails to a staff member about their account (decision 060), in the language chosen for them.

const invitation = {
  to: "luc@example.com",
  url: "https://maplecrest.example/admin?type=invitation&token=abc&lang=fr",
  role: "cleaner" as const,
  invitedBy: "Sam",
  expiresAt: "2026-11-30T18:05:00.000Z",
  company,
};

test("the invitation: who invited them as what, what the role may do, the link and when it expires, where to sign in", () => {
  const en = staffInvitationMail({ ...invitation, role: "office" }, "en");
  expect(en).toMatchObject({ to: "luc@example.com", replyTo: "info@example.com", subject: "Your staff account invitation - Maple Crest Cleaning" });
  expect(en.text).toContain(
    [
      "Hello,",
      "",
      "Sam invited you to join the Maple Crest Cleaning team as office staff.",
      "",
      "Office staff can do everything in the admin area except staff accounts and the company settings.",
      "",
      "Choose your username and password with this link. It works once and expires on November 30, 2026 at 1:05 p.m.:",
      "",
      invitation.url,
      "",
      "Then sign in at https://maplecrest.example/admin with this e-mail address and your password.",
    ].join("\n"),
  );
  const fr = staffInvitationMail(invitation, "fr");
  expect(fr.subject).toBe("Invitation à votre compte du personnel – Maple Crest Cleaning");
  expect(fr.text).toContain("Sam vous invite à vous joindre à l’équipe de Maple Crest Cleaning en tant que préposé à l’entretien.");
  expect(fr.text).toMatch(
    /Il ne fonctionne qu’une seule fois et expire le 30 novembre 2026 à 13\sh\s05\u00a0:\n\nhttps:\/\/maplecrest\.example\/admin\?type=invitation/,
  );
  expect(staffInvitationMail({ ...invitation, invitedBy: null }, "en").text).toContain("You are invited to join the Maple Crest Cleaning team as a cleaner.");
});

test("the French e-mails keep Quebec typography, and every one closes with the company block and nothing about news", () => {
  const mails = [
    staffInvitationMail(invitation, "fr"),
    staffRoleChangedMail({ to: "luc@example.com", name: "Luc", role: "owner", company }, "fr"),
    staffDeactivatedMail({ to: "luc@example.com", name: "Luc", company }, "fr"),
    staffReactivatedMail({ to: "luc@example.com", name: "Luc", company }, "fr"),
  ];
  for (const mail of mails) {
    for (const text of [mail.subject, mail.text]) {
      expect(text).not.toContain("'");
      expect(text).not.toMatch(/[^\u00a0]:(?!\/\/)/);
      expect(text).not.toMatch(/\s[;?!]/);
    }
    expect(mail.text).toMatch(/^Bonjour/);
    expect(mail.text).toContain("\n\nCordialement,\nMaple Crest Cleaning\n\n-- \nMaple Crest Cleaning (14872309 Canada Inc.)\n");
    expect(mail.text).not.toContain("unsubscribe");
  }
  expect(mails[1]!.text).toContain("Bonjour Luc,\n\nVotre compte du personnel chez Maple Crest Cleaning a un nouveau rôle");
});

test("deactivated and active again, in English", () => {
  const off = staffDeactivatedMail({ to: "luc@example.com", name: "Luc", company }, "en");
  expect(off.subject).toBe("Your staff account is deactivated - Maple Crest Cleaning");
  expect(off.text).toContain(
    "Hello Luc,\n\nYour staff account at Maple Crest Cleaning was deactivated. You were signed out everywhere and can no longer sign in.",
  );
  const on = staffReactivatedMail({ to: "luc@example.com", name: "Luc", company }, "en");
  expect(on.text).toContain("Sign in at https://maplecrest.example/admin with your e-mail address and password.");
});
