import type { ComponentType } from "react";
import type { PortalPrivacy } from "@shared/schemas/privacy";
import { CorrectionSection } from "./correction-section";
import { DeletionSection } from "./deletion-section";
import { DownloadSection } from "./download-section";
import { EmailPreferencesSection } from "../email-preferences/email-preferences-section";
import { HeldSection } from "./held-section";
import { RequestsSection } from "./requests-section";

/** A section of the Privacy page: it reads the page's data (what we hold, the requests) if it needs it. */
export type PrivacySection = { id: string; Section: ComponentType<{ data: PortalPrivacy }> };

/**
 * The Privacy page's sections, in order: a new one is one more entry.
 * Each is a card of its own, with its own heading and calls.
 */
export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  { id: "held", Section: HeldSection },
  { id: "download", Section: DownloadSection },
  // Reads its own data (GET /api/portal/email-preferences, decision 057).
  { id: "email", Section: EmailPreferencesSection },
  { id: "correction", Section: CorrectionSection },
  { id: "deletion", Section: DeletionSection },
  { id: "requests", Section: RequestsSection },
];
