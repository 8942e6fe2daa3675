import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { useParams, useRoutes, type RouteObject } from "react-router";
import { ADMIN_PAGES, type AdminPage } from "@shared/admin-paths";
import { AdminNotFound } from "~/features/admin/pages/admin-not-found";
import { useMessages } from "~/i18n";

// The admin's own route table, below the app's one entry admin/*: each entry of the app's table
// weighs on the manifest every public page downloads, and one per admin page was over that
// budget (decision 046). React Router matches the addresses; each page loads when first shown.

const page = <P,>(load: () => Promise<ComponentType<P>>) => lazy(async () => ({ default: await load() }));

const Assessments = page(() => import("~/features/admin/assessments/assessments-dashboard").then((m) => m.AssessmentsDashboard));
const LeadsList = page(() => import("~/features/admin/leads/leads-list").then((m) => m.LeadsList));
const LeadCapture = page(() => import("~/features/admin/leads/lead-pages").then((m) => m.LeadCapturePage));
const LeadCreate = page(() => import("~/features/admin/leads/lead-pages").then((m) => m.LeadCreatePage));
const LeadEdit = page(() => import("~/features/admin/leads/lead-pages").then((m) => m.LeadEditPage));
const LeadView = page(() => import("~/features/admin/leads/lead-view").then((m) => m.LeadViewPage));
const ClientsList = page(() => import("~/features/admin/clients/clients-list").then((m) => m.ClientsList));
const ClientCreate = page(() => import("~/features/admin/clients/client-pages").then((m) => m.ClientCreatePage));
const ClientEdit = page(() => import("~/features/admin/clients/client-pages").then((m) => m.ClientEditPage));
const ClientView = page(() => import("~/features/admin/clients/client-view").then((m) => m.ClientViewPage));
const QuotesList = page(() => import("~/features/admin/quotes/quotes-list").then((m) => m.QuotesList));
const QuoteFromAssessment = page(() => import("~/features/admin/quotes/quote-editor-pages").then((m) => m.QuoteFromAssessmentPage));
const QuoteCreate = page(() => import("~/features/admin/quotes/quote-editor-pages").then((m) => m.QuoteCreatePage));
const QuoteEdit = page(() => import("~/features/admin/quotes/quote-editor-pages").then((m) => m.QuoteEditPage));
const QuoteView = page(() => import("~/features/admin/quotes/quote-view").then((m) => m.QuoteViewPage));
const InvoicesList = page(() => import("~/features/admin/invoices/invoices-list").then((m) => m.InvoicesList));
const InvoiceCreate = page(() => import("~/features/admin/invoices/invoice-editor-pages").then((m) => m.InvoiceCreatePage));
const InvoiceEdit = page(() => import("~/features/admin/invoices/invoice-editor-pages").then((m) => m.InvoiceEditPage));
const InvoiceView = page(() => import("~/features/admin/invoices/invoice-view").then((m) => m.InvoiceViewPage));
const Messaging = page(() => import("~/features/admin/messaging/messaging-page").then((m) => m.MessagingPage));
const WeekView = page(() => import("~/features/admin/visits/week-view").then((m) => m.WeekView));
const VisitsList = page(() => import("~/features/admin/visits/visits-list").then((m) => m.VisitsList));
const VisitSchedule = page(() => import("~/features/admin/visits/visit-form-pages").then((m) => m.VisitSchedulePage));
const VisitEdit = page(() => import("~/features/admin/visits/visit-form-pages").then((m) => m.VisitEditPage));
const Availability = page(() => import("~/features/admin/visits/availability-page").then((m) => m.AvailabilityPage));
const ClosedDays = page(() => import("~/features/admin/visits/closed-days-page").then((m) => m.ClosedDaysPage));
const Checklists = page(() => import("~/features/admin/checklists/checklists-page").then((m) => m.ChecklistsPage));
const VisitView = page(() => import("~/features/admin/visits/visit-view").then((m) => m.VisitViewPage));
const Settings = page(() => import("~/features/admin/settings/settings-page").then((m) => m.SettingsPage));
const Staff = page(() => import("~/features/admin/staff/staff-page").then((m) => m.StaffPage));
const IncidentsList = page(() => import("~/features/admin/incidents/incidents-list").then((m) => m.IncidentsList));
const IncidentCreate = page(() => import("~/features/admin/incidents/incident-form-pages").then((m) => m.IncidentCreatePage));
const IncidentEdit = page(() => import("~/features/admin/incidents/incident-form-pages").then((m) => m.IncidentEditPage));
const IncidentView = page(() => import("~/features/admin/incidents/incident-view").then((m) => m.IncidentViewPage));
const Timesheets = page(() => import("~/features/admin/timesheets/timesheets-page").then((m) => m.TimesheetsPage));
const PrivacyRequests = page(() => import("~/features/admin/privacy/privacy-requests-page").then((m) => m.PrivacyRequestsPage));
const Announcements = page(() => import("~/features/admin/announcements/announcements-list").then((m) => m.AnnouncementsList));
const AnnouncementNew = page(() => import("~/features/admin/announcements/announcement-pages").then((m) => m.AnnouncementNewPage));
const Security = page(() => import("~/features/admin/auth/two-step/security-page").then((m) => m.SecurityPage));
const AnnouncementView = page(() => import("~/features/admin/announcements/announcement-pages").then((m) => m.AnnouncementPage));

/** A record's page, by the address's `name` parameter: another record's page starts afresh. */
function RecordPage<N extends string>({ name, page: Page }: { name: N; page: ComponentType<{ [K in N]: string }> }) {
  const value = useParams()[name] ?? "";
  const props = { [name]: value } as { [K in N]: string };
  return <Page key={value} {...props} />;
}

const PAGES: { [P in AdminPage]: ReactNode } = {
  assessments: <Assessments />,
  quote: <RecordPage name="assessmentId" page={QuoteFromAssessment} />,
  leads: <LeadsList mode="manage" />,
  leadCapture: <LeadCapture />,
  leadCreate: <LeadCreate />,
  leadManage: <LeadsList mode="manage" />,
  leadEdit: <LeadsList mode="edit" />,
  leadDelete: <LeadsList mode="delete" />,
  leadView: <RecordPage name="id" page={LeadView} />,
  leadEditOne: <RecordPage name="id" page={LeadEdit} />,
  clients: <ClientsList />,
  clientNew: <ClientCreate />,
  client: <RecordPage name="id" page={ClientView} />,
  clientEdit: <RecordPage name="id" page={ClientEdit} />,
  quotes: <QuotesList />,
  quoteNew: <QuoteCreate />,
  quoteView: <RecordPage name="id" page={QuoteView} />,
  quoteEdit: <RecordPage name="id" page={QuoteEdit} />,
  invoices: <InvoicesList />,
  invoiceNew: <InvoiceCreate />,
  invoiceView: <RecordPage name="id" page={InvoiceView} />,
  invoiceEdit: <RecordPage name="id" page={InvoiceEdit} />,
  messaging: <Messaging />,
  conversation: <Messaging />,
  visits: <WeekView />,
  visitList: <VisitsList />,
  visitNew: <VisitSchedule />,
  visitView: <RecordPage name="id" page={VisitView} />,
  visitEdit: <RecordPage name="id" page={VisitEdit} />,
  closedDays: <ClosedDays />,
  checklists: <Checklists />,
  availability: <Availability />,
  announcements: <Announcements />,
  announcementNew: <AnnouncementNew />,
  announcement: <RecordPage name="id" page={AnnouncementView} />,
  settings: <Settings />,
  staff: <Staff />,
  incidents: <IncidentsList />,
  incidentNew: <IncidentCreate />,
  incidentView: <RecordPage name="id" page={IncidentView} />,
  incidentEdit: <RecordPage name="id" page={IncidentEdit} />,
  privacyRequests: <PrivacyRequests />,
  security: <Security />,
  timesheets: <Timesheets />,
};

// Pages, not records: "<page>/edit" would otherwise be the editor of a record of that id.
const NOT_RECORDS: AdminPage[] = [
  "quoteNew",
  "invoiceNew",
  "visitNew",
  "visitList",
  "closedDays",
  "incidentNew",
  "announcementNew",
  "checklists",
  "availability",
];

function Loading() {
  const m = useMessages();
  return (
    <p role="status" className="px-6 py-14 text-center text-muted">
      {m.common.loading}
    </p>
  );
}

// Case-sensitive, as the addresses are: /admin/Quotes is no admin page. Each page in a boundary of
// its own (keyed): while the next page's code loads, its "Loading..." shows at once, and the page
// left behind is gone, not kept on screen where it could still act (a list's pending search would
// take the address back).
export const ROUTES: RouteObject[] = [
  ...(Object.keys(PAGES) as AdminPage[]).map((name) => ({
    path: ADMIN_PAGES[name],
    element: (
      <Suspense key={name} fallback={<Loading />}>
        {PAGES[name]}
      </Suspense>
    ),
    caseSensitive: true,
  })),
  ...NOT_RECORDS.map((name) => ({ path: `${ADMIN_PAGES[name]}/edit`, element: <AdminNotFound />, caseSensitive: true })),
  { path: "*", element: <AdminNotFound /> },
];

/** /admin and every address below it: the page its route names, or the admin 404. */
export default function AdminPages() {
  return useRoutes(ROUTES);
}
