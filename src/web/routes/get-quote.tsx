import { Mail, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useMessages } from "~/i18n/index";
import { pageMeta } from "~/lib/page-meta";
import { site } from "~/site";

export const meta = ({ location }: { location: { pathname: string } }) => pageMeta("getQuote", location.pathname);

/** /get-quote and /request: the home of the seven-step assessment form. */
export default function GetQuote() {
  const m = useMessages();
  return (
    <section className="bg-surface">
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-ink">{m.getQuote.heading}</h1>
        <p className="mt-4 text-lg text-muted">{m.getQuote.intro}</p>
        <div className="mt-10 rounded-xl bg-white p-8 shadow-sm ring-1 ring-line">
          <p className="text-ink">{m.getQuote.formComing}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/#contact" className={buttonVariants()}>
              <MessageSquare aria-hidden="true" className="h-4 w-4" />
              {m.getQuote.toConsultation}
            </Link>
            <a href={`mailto:${site.email}`} className={buttonVariants({ variant: "secondary" })}>
              <Mail aria-hidden="true" className="h-4 w-4" />
              {m.common.emailUs}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
