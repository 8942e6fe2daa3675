import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Send } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import type { AnnouncementDetail } from "@shared/schemas/announcements";
import { Button } from "~/components/ui/button";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatDateTime } from "~/lib/display-format";
import { notify } from "~/lib/notify";
import { announcementQuery, useCreateAnnouncement, useSendAnnouncement, useUpdateAnnouncement } from "../api/announcements";
import { FormDialog } from "../components/form-dialog";
import { IconLink } from "../components/icon-link";
import { LoadFailed, Loading } from "../list-kit/states";
import { serverMessage } from "../server-message";
import { AdminPage } from "../shell/admin-page";
import { useSessionCheck } from "../use-failure-toast";
import { AnnouncementForm } from "./announcement-form";
import { AnnouncementPreview } from "./announcement-preview";
import { AudienceCard, MailingAddressBanner } from "./audience-card";
import { RecipientsCard } from "./recipients-card";

function BackLink() {
  const m = useAdminMessages().admin.announcements;
  return (
    <IconLink to={adminPaths.announcements} icon={ArrowLeft} variant="ghost">
      {m.backToList}
    </IconLink>
  );
}

/** /admin/announcements/new: the form; saving makes the draft and opens its page. */
export function AnnouncementNewPage() {
  const m = useAdminMessages().admin.announcements;
  const create = useCreateAnnouncement();
  const navigate = useNavigate();
  return (
    <AdminPage title={m.pages.create.title} description={m.pages.create.intro} actions={<BackLink />}>
      <AnnouncementForm
        save={async (input) => {
          const made = await create.mutateAsync(input);
          void navigate(adminPaths.announcement(made.id), { replace: true });
        }}
      />
    </AdminPage>
  );
}

/** Send: a confirmation naming how many people it goes to; a refusal (sent already, no mailing address, nobody) stays in the dialog. */
function SendButton({ a, unsaved }: { a: AnnouncementDetail; unsaved: boolean }) {
  const m = useAdminMessages().admin.announcements.send;
  const send = useSendAnnouncement(a.id);
  const sessionCheck = useSessionCheck();
  const [open, setOpen] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const total = a.audience?.total ?? 0;
  const confirm = async () => {
    setAlert(null);
    try {
      const sent = await send.mutateAsync();
      setOpen(false);
      notify.success(m.sent.title, m.sent.description(sent.recipientCount ?? 0));
    } catch (err) {
      sessionCheck(err);
      setAlert(serverMessage(err) ?? m.failed);
    }
  };
  return (
    <>
      <Button onClick={() => (setAlert(null), setOpen(true))} disabled={!a.canSend || !a.mailingAddressSet || total === 0 || unsaved} className="w-full">
        <Send aria-hidden="true" className="h-4 w-4" />
        {m.button(total)}
      </Button>
      {!a.canSend ? (
        <p className="mt-2 text-sm text-muted">{m.ownerOnly}</p>
      ) : total === 0 ? (
        <p className="mt-2 text-sm text-muted">{m.nobody}</p>
      ) : unsaved ? (
        <p className="mt-2 text-sm text-muted">{m.saveFirst}</p>
      ) : null}
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        form={{ pending: send.isPending, alert }}
        icon={Send}
        title={m.title}
        description={m.description(total)}
        words={m.words}
        onSubmit={() => void confirm()}
      />
    </>
  );
}

/** A sent announcement's texts, as its readers received them. */
function SentTexts({ a }: { a: AnnouncementDetail }) {
  const m = useAdminMessages().admin.announcements.form;
  return (
    <div className="grid grid-cols-1 gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-line sm:p-6 lg:grid-cols-2">
      {(["en", "fr"] as const).map((lang) => (
        <section key={lang} aria-label={lang === "en" ? m.english : m.french} className="min-w-0">
          <h2 className="text-base font-semibold text-ink">{lang === "en" ? m.english : m.french}</h2>
          <p lang={lang} className="mt-3 font-medium text-ink">
            {lang === "en" ? a.subjectEn : a.subjectFr}
          </p>
          <p lang={lang} className="mt-2 whitespace-pre-line break-words text-sm text-ink">
            {lang === "en" ? a.bodyEn : a.bodyFr}
          </p>
        </section>
      ))}
    </div>
  );
}

/** /admin/announcements/{id}: a draft to edit, preview and send; or a sent one, as it went out and to whom. */
export function AnnouncementPage({ id }: { id: string }) {
  const m = useAdminMessages().admin.announcements;
  const one = useQuery(announcementQuery(id));
  const update = useUpdateAnnouncement(id);
  const [unsaved, setUnsaved] = useState(false);
  const a = one.data;
  const sent = a?.sentAt != null;
  return (
    <AdminPage
      title={a ? (sent ? m.pages.sent.title : m.pages.draft.title) : m.pages.list.title}
      description={a ? (sent ? m.sentInfo(formatDateTime(a.sentAt!) ?? "", a.sentBy, a.recipientCount ?? 0) : m.pages.draft.intro) : undefined}
      actions={<BackLink />}
    >
      {one.isPending ? (
        <Loading framed text={m.loadingOne} />
      ) : one.isError ? (
        <LoadFailed framed text={m.oneFailed.text} retry={m.oneFailed.retry} onRetry={() => void one.refetch()} retrying={one.isFetching} />
      ) : (
        <div className="space-y-6">
          {!sent && !one.data.mailingAddressSet ? <MailingAddressBanner /> : null}
          {sent ? (
            <SentTexts a={one.data} />
          ) : (
            <AnnouncementForm
              initial={{ subjectEn: one.data.subjectEn, bodyEn: one.data.bodyEn, subjectFr: one.data.subjectFr, bodyFr: one.data.bodyFr }}
              save={(input) => update.mutateAsync(input)}
              onDirty={setUnsaved}
            />
          )}
          {!sent && one.data.audience ? (
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
              <AnnouncementPreview id={id} />
              <div className="space-y-4">
                <AudienceCard audience={one.data.audience} />
                <SendButton a={one.data} unsaved={unsaved} />
              </div>
            </div>
          ) : (
            <>
              <RecipientsCard id={id} />
              <AnnouncementPreview id={id} />
            </>
          )}
        </div>
      )}
    </AdminPage>
  );
}
