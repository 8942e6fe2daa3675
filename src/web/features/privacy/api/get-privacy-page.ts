import type { PrivacyPageValues } from "@shared/privacy-policy";
import { apiFetch } from "~/lib/api";

/** GET /api/privacy-page: the person in charge of privacy as the company settings name them now. */
export const getPrivacyPage = () => apiFetch<PrivacyPageValues>("/api/privacy-page");
