import { useMatches, useParams } from "react-router";
import { ADMIN_SECTION_ROUTES, type AdminSectionKey } from "@shared/admin-paths";
import { AdminNotFound } from "~/features/admin/pages/admin-not-found";
import { ComingSoon } from "~/features/admin/pages/coming-soon";
import { useAdminMessages } from "~/i18n/admin-messages";

const SECTION_ROUTE_PREFIX = "admin-section-";

const isSectionKey = (key: string): key is AdminSectionKey => Object.hasOwn(ADMIN_SECTION_ROUTES, key);

/**
 * The admin pages whose feature comes later (routes.ts registers this module once per
 * ADMIN_SECTION_ROUTES entry, with the key in the route id).
 */
export default function AdminSection() {
  const m = useAdminMessages().admin;
  const { id } = useParams();
  const key = (useMatches().at(-1)?.id ?? "").slice(SECTION_ROUTE_PREFIX.length);
  if (!isSectionKey(key)) return <AdminNotFound />;
  const section = m.sections[key];
  return <ComingSoon key={key} title={section.title} description={section.description} reference={id} />;
}
