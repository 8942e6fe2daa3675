import { useQuery } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useState, type ReactNode } from "react";
import { twoStepApplies } from "@shared/schemas/two-step";
import { Button } from "~/components/ui/button";
import { BusyIcon } from "~/components/ui/busy-icon";
import { useAdminMessages } from "~/i18n/admin-messages";
import { useTwoStepMessages } from "~/i18n/two-step-messages";
import { site } from "~/site";
import { useSignOut } from "../../api/sign-out";
import type { AdminSession } from "../admin-gate";
import { AuthFrame } from "../auth-frame";
import { GateSpinner } from "../gate-status";
import { StaffLanguage } from "../staff-language";
import { SetupFlow } from "./setup-flow";
import { twoStepQuery } from "./two-step-api";

/**
 * Inside the admin gate (decision 068): while an owner requires two-step sign-in, an owner or
 * office staff member without it sees only its setup (and Sign Out), in their language, instead of
 * the admin area; the server refuses every admin route to them meanwhile. Asked again on focus.
 */
export function TwoStepGate({ session, children }: { session: AdminSession; children: ReactNode }) {
  const applies = twoStepApplies(session.role);
  const status = useQuery({ ...twoStepQuery(), enabled: applies, refetchOnWindowFocus: true });
  // Once shown, the setup stays until its recovery codes were seen, whatever a refetch says meanwhile.
  const [held, setHeld] = useState(false);
  const mustSetUp = Boolean(status.data?.required && !status.data.enabled);
  if (mustSetUp && !held) setHeld(true);
  if (held || mustSetUp) {
    return (
      <StaffLanguage locale={session.language}>
        <RequiredSetup onDone={() => setHeld(false)} />
      </StaffLanguage>
    );
  }
  if (applies && !status.data && !status.isError) return <GateSpinner />;
  return children;
}

function RequiredSetup({ onDone }: { onDone: () => void }) {
  const m = useTwoStepMessages();
  const admin = useAdminMessages();
  const signOut = useSignOut();
  return (
    <AuthFrame
      words={{
        documentTitle: `${m.setup.requiredHeading} | ${site.companyName}`,
        badge: admin.admin.brand,
        heading: m.setup.requiredHeading,
        intro: m.setup.requiredIntro,
        backToSite: m.setup.backToSite,
        home: "/",
      }}
    >
      <SetupFlow onDone={onDone} />
      <div className="mt-6 border-t border-line pt-4 text-center">
        <Button variant="ghost" size="compact" onClick={() => void signOut.mutateAsync().catch(() => undefined)} disabled={signOut.isPending}>
          <BusyIcon busy={signOut.isPending} icon={LogOut} />
          {m.setup.signOut}
        </Button>
      </div>
    </AuthFrame>
  );
}
