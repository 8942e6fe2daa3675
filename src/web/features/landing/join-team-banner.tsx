import { ArrowRight, Users } from "lucide-react";
import { SiteLink } from "~/components/layout/site-link";
import { buttonVariants } from "~/components/ui/button";
import { scrollToTop } from "~/lib/scroll-to-top";
import { useLandingMessages } from "~/i18n/landing-messages";

/** "Join Our Growing Team": the landing page's way to the careers page. */
export function JoinTeamBanner() {
  const t = useLandingMessages().landing.joinTeam;
  return (
    <section aria-labelledby="join-team-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12">
          <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(circle_at_90%_10%,rgb(255_255_255/0.12),transparent_45%)]" />
          <div className="relative flex gap-5">
            <span className="hidden h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-white sm:inline-flex">
              <Users aria-hidden="true" className="h-7 w-7" />
            </span>
            <div>
              <h2 id="join-team-heading" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
                {t.title}
              </h2>
              <p className="mt-3 max-w-2xl text-lg text-brand-50">{t.text}</p>
            </div>
          </div>
          <SiteLink
            to="/vacancy"
            onClick={scrollToTop}
            className={buttonVariants({ variant: "inverse", size: "lg", wrap: true, className: "relative mt-8 lg:mt-0" })}
          >
            {t.viewOpportunities}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
