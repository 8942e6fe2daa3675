import { Hono } from "hono";
import type { PrivacyPageValues } from "../../shared/privacy-policy";
import type { AppDeps } from "../deps";
import { privacyPageValuesOf } from "../services/settings/company-settings";

/**
 * GET /api/privacy-page (public): the person in charge of privacy as the settings name them, for
 * the privacy page rendered in the browser (a visit from another page of the site); a page loaded
 * from the server has them written in already (decision 056).
 */
export function privacyPageRoutes(deps: AppDeps) {
  return new Hono().get("/", (c) => c.json(privacyPageValuesOf(deps.config) satisfies PrivacyPageValues));
}
