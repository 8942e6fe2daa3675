import { SiteLink } from "~/components/layout/site-link";
import { buttonVariants } from "~/components/ui/button";
import { useMessages, loadFrenchTitles, loaded } from "~/i18n/index";
import { pageMeta } from "~/lib/page-meta";
import { meta as pageTexts } from "~/i18n/en/meta";

export const meta = ({ location }: { location: { pathname: string } }) => [
  ...pageMeta(location.pathname, pageTexts.notFound, () => loaded(loadFrenchTitles).meta.notFound, false),
  { name: "robots", content: "noindex" },
];

/** "404 Oops! Page not found"; the server answers unknown paths with this page and status 404. */
export default function NotFound() {
  const m = useMessages();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <h1>
        <span className="block text-7xl font-extrabold text-brand-700">{m.notFound.code}</span>
        <span className="mt-4 block text-2xl font-semibold text-ink">{m.notFound.heading}</span>
      </h1>
      <p className="mt-3 text-muted">{m.notFound.description}</p>
      <SiteLink to="/" className={buttonVariants({ className: "mt-8" })}>
        {m.notFound.returnHome}
      </SiteLink>
    </section>
  );
}
