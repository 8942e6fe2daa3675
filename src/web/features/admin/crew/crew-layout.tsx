import { useQuery, useQueryClient } from "@tanstack/react-query";
import { WifiOff } from "lucide-react";
import { Suspense, useEffect, useLayoutEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import { CREW_PATH } from "@shared/crew-worker";
import { LOCALE_TAGS } from "@shared/locale";
import { Button } from "~/components/ui/button";
import { useCrewRouteMessages } from "~/i18n/crew-route-messages";
import { useFormat } from "~/i18n/format";
import { LocaleProvider } from "~/i18n/locale";
import { useSession } from "~/lib/session";
import { crewDayQuery } from "./crew-api";
import { crewDayCopy, forgetCrewDay, keepCrewDay } from "./crew-copy";
import { removeFirstView, takeFirstData } from "./first-view";
import { CrewDayPage } from "./crew-day-page";
import { CREW_SIGN_IN, CrewFrame, CrewHeading, type Who } from "./crew-frame";

/** How old the day may be when the page opens and still be shown without reading it again. */
const OPENING_READ_MS = 30_000;

/**
 * The crew page at /crew/ (decision 070), out of the admin area: any signed-in staff member (a
 * cleaner lands here after signing in; an owner or office staff may open it for their own visits),
 * anyone else to the staff sign-in and back. With no connection the session cannot be read: the
 * page opens on the phone's copy of the day, which names whose it is.
 */
export function CrewLayout() {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  // The answers the server wrote into the page, if it did (decision 072), before anything reads them.
  useState(() => takeFirstData(queryClient));
  const session = useSession();
  // The day is asked for beside the session, not after it: one round trip less before the list shows.
  // Not when it was read (or written into the page) a moment ago.
  useEffect(() => void queryClient.prefetchQuery({ ...crewDayQuery(), staleTime: OPENING_READ_MS }), [queryClient]);
  const [copy, setCopy] = useState<Who | null | undefined>(undefined);
  useEffect(() => {
    void crewDayCopy().then(
      (c) => setCopy(c ? { email: c.owner.email, name: c.owner.name, language: c.owner.language === "fr" ? "fr" : "en" } : null),
      () => setCopy(null),
    );
  }, []);
  // Another account signed in on this phone: the copy is not theirs.
  const signedIn = session.data?.user.email;
  useEffect(() => {
    if (copy && signedIn && copy.email !== signedIn) void forgetCrewDay().then(() => setCopy(null));
  }, [copy, signedIn]);

  // The service worker's scope is /crew/: the page's address is that one, so a reload opens offline.
  if (pathname !== CREW_PATH) return <Navigate to={{ pathname: CREW_PATH, search }} replace />;
  const data = session.data;
  // Any staff role (`role` is "client" for a client; `isStaffRole` would bring the schemas' library along).
  if (data && data.role !== "client") return <CrewScreen who={{ email: data.user.email, name: data.username || data.user.email, language: data.language }} />;
  if (data !== undefined) return <ToSignIn />;
  if (copy) return <CrewScreen who={copy} />;
  if (session.isError && copy === null) return <LoadFailed onRetry={() => void session.refetch()} />;
  return <Waiting />;
}

/** Signed out (or a client): the phone's copy is deleted, then the staff sign-in. */
function ToSignIn() {
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  useLayoutEffect(removeFirstView, []);
  useEffect(() => {
    queryClient.removeQueries({ queryKey: ["crew"] });
    void forgetCrewDay().then(() => setDone(true));
  }, [queryClient]);
  return done ? <Navigate to={CREW_SIGN_IN} replace /> : <Waiting />;
}

/** The page in its person's language: strings, `<html lang>` (which API requests send). */
function CrewScreen({ who }: { who: Who }) {
  useLayoutEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[who.language];
  }, [who.language]);
  return (
    <LocaleProvider value={who.language}>
      <Suspense fallback={<Waiting />}>
        <CrewFrame who={who}>
          <KeepCopy who={who} />
          <CrewHome />
        </CrewFrame>
      </Suspense>
    </LocaleProvider>
  );
}

/** Each answer of the day (and each change the outbox sent into it) kept as the phone's copy; another account's copy replaced. */
function KeepCopy({ who }: { who: Who }) {
  const { data } = useQuery(crewDayQuery());
  const { email, name, language } = who;
  useEffect(() => {
    if (data) void keepCrewDay({ email, name, language }, data).catch(() => undefined);
  }, [data, email, name, language]);
  return null;
}

/** The heading (focused when the page opens), the offline notice, and the day. */
function CrewHome() {
  const m = useCrewRouteMessages().crewRoute;
  return (
    <>
      <CrewHeading>{m.heading}</CrewHeading>
      <OfflineNotice />
      <CrewDayPage />
    </>
  );
}

/** "Offline — as of 9:41 AM" while the day shown is the phone's copy. */
function OfflineNotice() {
  const { crewRoute: t } = useCrewRouteMessages();
  const format = useFormat();
  const { data } = useQuery(crewDayQuery());
  if (!data?.offlineAsOf) return null;
  return (
    <div data-offline-copy role="status" className="mt-4 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-ink">
      <WifiOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
      <div>
        <p className="font-semibold">{t.offlineAsOf(format.time(data.offlineAsOf) ?? "")}</p>
        <p className="text-sm text-muted">{t.offlineHint}</p>
      </div>
    </div>
  );
}

function Waiting() {
  const { crewRoute: t } = useCrewRouteMessages();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-surface">
      <p role="status" className="text-muted">
        {t.checking}
      </p>
    </main>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { crewRoute: t } = useCrewRouteMessages();
  useLayoutEffect(removeFirstView, []);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-surface px-4">
      <div role="alert" className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-line">
        <WifiOff aria-hidden="true" className="mx-auto h-10 w-10 text-muted" />
        <p className="mt-4 text-ink">{t.loadFailed}</p>
        <Button className="mt-6" onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    </main>
  );
}
