import { GalleryView } from "~/features/gallery/gallery-view";
import { loadFrenchTitles, loaded } from "~/i18n/index";
import { pageMeta } from "~/lib/page-meta";
import { useGalleryMessages } from "~/i18n/gallery-messages";
import { meta as pageTexts } from "~/i18n/en/meta";

export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta(location.pathname, pageTexts.gallery, () => loaded(loadFrenchTitles).meta.gallery);

/** /gallery: sample projects by category, each with its details and client review. */
export default function Gallery() {
  const m = useGalleryMessages();
  return (
    <section className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{m.gallery.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{m.gallery.heading}</h1>
          <p className="mt-4 text-lg text-muted">{m.gallery.intro}</p>
        </div>
        <div className="mt-10">
          <GalleryView />
        </div>
      </div>
    </section>
  );
}
