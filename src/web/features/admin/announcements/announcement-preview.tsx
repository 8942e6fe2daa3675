import { useQuery } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import { useAdminMessages } from "~/i18n/admin-messages";
import { announcementPreviewQuery } from "../api/announcements";
import { InfoCard } from "../components/info-card";

/** The e-mail in English and in French as the server writes it for its readers (to the staff member looking). */
export function AnnouncementPreview({ id }: { id: string }) {
  const m = useAdminMessages().admin.announcements.preview;
  const preview = useQuery(announcementPreviewQuery(id));
  return (
    <InfoCard id="preview" title={m.heading} icon={Eye}>
      <p className="mt-2 text-sm text-muted">{m.intro}</p>
      {preview.data ? (
        <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
          {(["en", "fr"] as const).map((lang) => (
            <article key={lang} data-preview={lang} aria-label={lang === "en" ? m.english : m.french} className="min-w-0 rounded-lg ring-1 ring-line">
              <h3 className="rounded-t-lg border-b border-line bg-surface px-4 py-2 text-sm font-semibold text-ink">{lang === "en" ? m.english : m.french}</h3>
              <p className="border-b border-line px-4 py-2 text-sm">
                <span className="text-muted">{m.subject}: </span>
                <span lang={lang} data-preview-subject className="font-medium text-ink">
                  {preview.data[lang].subject}
                </span>
              </p>
              <pre lang={lang} data-preview-text className="whitespace-pre-wrap break-words px-4 py-3 font-sans text-sm leading-relaxed text-ink">
                {preview.data[lang].text}
              </pre>
            </article>
          ))}
        </div>
      ) : (
        <p role={preview.isError ? "alert" : "status"} className="mt-4 text-sm text-muted">
          {preview.isError ? m.failed : m.loading}
        </p>
      )}
    </InfoCard>
  );
}
