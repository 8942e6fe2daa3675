import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PortalCard } from "../portal-card";

/** One section of the Privacy page: an icon, a heading, its content. */
export function PrivacyCard({ id, icon, title, children }: { id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <PortalCard icon={icon} title={title} data-privacy-section={id} className="p-5 sm:p-6" bodyClassName="space-y-3 text-sm text-ink">
      {children}
    </PortalCard>
  );
}

/** A note that a request of this kind is under way, with its dates. */
export function PendingNote({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-inset ring-brand-100">{children}</p>;
}
