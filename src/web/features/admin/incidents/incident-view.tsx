import { Bell, FileWarning, History, Pencil, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { adminPaths } from "@shared/admin-paths";
import { INCIDENT_LABELS, type IncidentDetail } from "@shared/schemas/incidents";
import { useAdminMessages } from "~/i18n/admin-messages";
import { formatCount, formatDateTime } from "~/lib/display-format";
import { IconLink } from "../components/icon-link";
import { InfoCard, type InfoRow } from "../components/info-card";
import { Loading } from "../list-kit/states";
import { AdminPage } from "../shell/admin-page";
import { BackToIncidents, useIncident } from "./incident-form-pages";
import { dayText, RiskPill, StatePill } from "./incident-format";

const L = INCIDENT_LABELS;
const paragraphs = (text: string) => <span className="whitespace-pre-line">{text}</span>;

function Cards({ i }: { i: IncidentDetail }) {
  const m = useAdminMessages().admin.incidents;
  const v = m.view;
  const text = (value: string | null) => (value ? paragraphs(value) : <span className="text-muted">{v.none}</span>);
  const notice = (day: string | null) => (day ? dayText(day) : <span className="text-muted">{v.notNotified}</span>);
  const row = (key: keyof typeof L, value: ReactNode): InfoRow => ({ key, label: L[key], value });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <InfoCard
        id="incident-what"
        title={v.cards.what}
        icon={FileWarning}
        className="lg:col-span-2"
        rows={[
          row("occurredOn", dayText(i.occurredOn)),
          row("discoveredOn", dayText(i.discoveredOn)),
          row("description", paragraphs(i.description)),
          row("information", paragraphs(i.information)),
          row("peopleAffected", i.peopleAffected === null ? m.unknown : formatCount(i.peopleAffected)),
          row(
            "clientIds",
            i.clients.length ? (
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {i.clients.map((c) => (
                  <li key={c.id}>
                    <Link to={adminPaths.client(c.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      {c.fullName}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-muted">{v.none}</span>
            ),
          ),
        ]}
      />
      <InfoCard
        id="incident-risk"
        title={v.cards.risk}
        icon={ShieldAlert}
        rows={[
          row("sensitivity", text(i.sensitivity)),
          row("likelyMisuse", text(i.likelyMisuse)),
          row("consequences", text(i.consequences)),
          row("seriousRisk", <RiskPill risk={i.seriousRisk} />),
          row("measures", text(i.measures)),
        ]}
      />
      <InfoCard
        id="incident-notices"
        title={v.cards.notices}
        icon={Bell}
        rows={[
          row("caiNotifiedOn", notice(i.caiNotifiedOn)),
          row("opcNotifiedOn", notice(i.opcNotifiedOn)),
          row("peopleNotifiedOn", notice(i.peopleNotifiedOn)),
          row("notificationNotes", text(i.notificationNotes)),
        ]}
      />
      <InfoCard id="incident-history" title={v.cards.history} icon={History} className="lg:col-span-2">
        <ol className="mt-4 divide-y divide-line">
          {i.history.map((h) => (
            <li key={`${h.at}-${h.action}`} data-history={h.action} className="grid gap-1 py-2.5 text-sm sm:grid-cols-[14rem_1fr] sm:gap-4">
              <span className="text-muted">{formatDateTime(h.at)}</span>
              <span className="text-ink">
                {h.action === "incident.create" ? v.recorded : v.changed(h.fields.map((f) => L[f]).join(", "))} {v.by(h.actorEmail)}
              </span>
            </li>
          ))}
        </ol>
      </InfoCard>
    </div>
  );
}

/** /admin/incidents/{id}: one entry of the register, its history, and Edit. */
export function IncidentViewPage({ id }: { id: string }) {
  const m = useAdminMessages().admin.incidents;
  const incident = useIncident(id);
  const i = incident.data;
  return (
    <AdminPage
      title={i ? i.reference : m.title}
      description={
        i ? (
          <span className="mt-1 flex flex-wrap items-center gap-2">
            <StatePill closedOn={i.closedOn} />
            <RiskPill risk={i.seriousRisk} />
            <span className="text-sm">{i.keptUntil ? m.view.keptUntil(dayText(i.keptUntil)) : m.view.openNote}</span>
          </span>
        ) : undefined
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <BackToIncidents />
          {i ? (
            <IconLink to={adminPaths.incidentEdit(id)} icon={Pencil}>
              {m.view.edit}
            </IconLink>
          ) : null}
        </div>
      }
    >
      {i ? <Cards i={i} /> : <Loading framed text={m.view.loading} />}
    </AdminPage>
  );
}
