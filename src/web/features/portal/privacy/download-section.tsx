import { Download } from "lucide-react";
import { portalPaths } from "@shared/portal-paths";
import { buttonVariants } from "~/components/ui/button";
import { usePortalMessages } from "~/i18n/portal-messages";
import { PrivacyCard } from "./privacy-card";

/** Download my data: a link to the archive (the browser saves the ZIP the server names). */
export function DownloadSection() {
  const m = usePortalMessages().privacy.download;
  return (
    <PrivacyCard id="download" icon={Download} title={m.title}>
      <p className="text-muted">{m.text}</p>
      <a href={portalPaths.privacyExport} download className={buttonVariants({ variant: "primary", wrap: true })}>
        <Download aria-hidden="true" className="h-4 w-4 shrink-0" />
        {m.button}
      </a>
    </PrivacyCard>
  );
}
