import { Building2, Clock, PackageCheck, Sparkles, Stethoscope, FlaskConical, type LucideIcon } from "lucide-react";
import type { LandingMessages } from "~/i18n/landing-messages";

type ServiceId = keyof LandingMessages["landing"]["services"]["items"];

/** Service cards in the spec's order; title, description and features in the catalog. */
export const SERVICES: { id: ServiceId; icon: LucideIcon }[] = [
  { id: "commercial", icon: Building2 },
  { id: "deep", icon: Sparkles },
  { id: "medical", icon: Stethoscope },
  { id: "specialized", icon: FlaskConical },
  { id: "supplies", icon: PackageCheck },
  { id: "emergency", icon: Clock },
];
