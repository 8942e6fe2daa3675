import { Building2, Clock, PackageCheck, Sparkles, Stethoscope, FlaskConical, type LucideIcon } from "lucide-react";
import type { Messages } from "~/i18n/index";

type ServiceId = keyof Messages["landing"]["services"]["items"];

/** Service cards in the spec's order; title, description and features in the catalog. */
export const SERVICES: { id: ServiceId; icon: LucideIcon }[] = [
  { id: "commercial", icon: Building2 },
  { id: "deep", icon: Sparkles },
  { id: "medical", icon: Stethoscope },
  { id: "specialized", icon: FlaskConical },
  { id: "supplies", icon: PackageCheck },
  { id: "emergency", icon: Clock },
];
