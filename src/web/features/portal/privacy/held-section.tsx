import { Database } from "lucide-react";
import type { PortalPrivacy } from "@shared/schemas/privacy";
import { usePortalMessages } from "~/i18n/portal-messages";
import { PrivacyCard } from "./privacy-card";

/** What we hold about the client, in plain words ("3 quotes"); a part they have nothing in is left out. */
export function HeldSection({ data }: { data: PortalPrivacy }) {
  const m = usePortalMessages().privacy.held;
  const held = data.held.filter((h) => h.count > 0);
  return (
    <PrivacyCard id="held" icon={Database} title={m.title}>
      <p className="text-muted">{m.intro}</p>
      <ul data-held className="grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
        {held.map((h) => (
          <li key={h.part} data-part={h.part} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-600" />
            {m.parts[h.part](h.count)}
          </li>
        ))}
      </ul>
      <p className="text-muted">{m.none}</p>
    </PrivacyCard>
  );
}
