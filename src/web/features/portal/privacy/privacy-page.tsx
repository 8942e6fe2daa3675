import { useQuery } from "@tanstack/react-query";
import { usePortalMessages } from "~/i18n/portal-messages";
import { privacyQuery } from "../api/privacy";
import { PageHeader } from "../page-header";
import { QueryView } from "../query-view";
import { PRIVACY_SECTIONS } from "./privacy-sections";

/** /client-dashboard/privacy: what we hold, Download my data, a correction, deletion, and the client's requests (issue 28). */
export default function PrivacyPage() {
  const m = usePortalMessages().privacy;
  const privacy = useQuery(privacyQuery);
  return (
    <div className="space-y-8">
      <PageHeader title={m.heading} intro={m.intro} />
      <QueryView query={privacy} failed={m.loadFailed}>
        {(data) => (
          <div className="space-y-6">
            {PRIVACY_SECTIONS.map(({ id, Section }) => (
              <Section key={id} data={data} />
            ))}
          </div>
        )}
      </QueryView>
    </div>
  );
}
