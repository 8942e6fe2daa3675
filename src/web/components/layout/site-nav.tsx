import { useEffect, useState } from "react";
import { SiteLink } from "~/components/layout/site-link";
import type { SectionId } from "@shared/paths";
import { buttonVariants } from "~/components/ui/button";
import { useMessages } from "~/i18n/index";
import { clsx } from "clsx";
import { scrollToTop } from "~/lib/scroll-to-top";
import { useSectionNav } from "~/lib/use-section-nav";
import { site } from "~/site";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { CloseIcon, MailIcon, MenuIcon } from "./nav-icons";

const SECTION_ITEMS: Exclude<SectionId, "home">[] = ["about", "services", "why-choose-us", "testimonials", "contact"];
export const SCROLL_THRESHOLD_PX = 10;

/** The fixed navigation bar of the public pages (spec 000 §2). */
export function SiteNav() {
  const m = useMessages();
  const goToSection = useSectionNav();
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const onSection = (id: SectionId) => {
    setOpen(false);
    goToSection(id);
  };

  const itemBase = "whitespace-nowrap rounded-md px-3 font-medium text-ink hover:bg-brand-50 hover:text-brand-800 lg:px-2 2xl:px-3";
  const itemClass = `${itemBase} py-2 text-sm`;

  return (
    <header
      data-scrolled={scrolled}
      className={clsx(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200",
        scrolled ? "bg-white/95 shadow-md backdrop-blur" : "bg-white",
      )}
    >
      <nav aria-label={m.nav.label} className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <div className="hidden items-center gap-1 lg:flex">
          {SECTION_ITEMS.map((id) => (
            <button key={id} type="button" className={itemClass} onClick={() => onSection(id)}>
              {m.nav.items[id]}
            </button>
          ))}
          <SiteLink to="/gallery" className={itemClass} onClick={scrollToTop}>
            {m.nav.items.gallery}
          </SiteLink>
        </div>
        <div className="hidden items-center gap-2 lg:flex">
          {/* The address in words from 1536 px; beside the French labels it would not fit below. */}
          <a href={`mailto:${site.email}`} className="hidden items-center gap-1.5 px-2 py-2 text-sm font-medium text-brand-800 hover:underline xl:flex">
            <MailIcon className="h-4 w-4" />
            <span className="sr-only 2xl:not-sr-only">{site.email}</span>
          </a>
          <SiteLink to="/client-login" className={buttonVariants({ variant: "secondary", size: "sm" })}>
            {m.common.clientLogin}
          </SiteLink>
          <SiteLink to="/get-quote" className={buttonVariants({ size: "sm" })} onClick={scrollToTop}>
            {m.common.getQuote}
          </SiteLink>
        </div>
        <LanguageSwitch className={clsx(itemClass, "ml-auto lg:ml-0")} />
        <button
          type="button"
          className="rounded-md p-2 text-ink hover:bg-surface lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? m.nav.closeMenu : m.nav.openMenu}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
        </button>
      </nav>
      {open ? (
        <div id="mobile-menu" className="border-t border-line bg-white px-4 pb-6 pt-2 shadow-lg lg:hidden">
          <ul aria-label={m.nav.mobileMenuLabel} className="flex flex-col">
            {SECTION_ITEMS.map((id) => (
              <li key={id}>
                <button type="button" className={clsx(itemBase, "w-full py-3 text-left text-base")} onClick={() => onSection(id)}>
                  {m.nav.items[id]}
                </button>
              </li>
            ))}
            <li>
              <SiteLink
                to="/gallery"
                className={clsx(itemBase, "block py-3 text-base")}
                onClick={() => {
                  setOpen(false);
                  scrollToTop();
                }}
              >
                {m.nav.items.gallery}
              </SiteLink>
            </li>
          </ul>
          <div className="mt-4 flex flex-col gap-3">
            <SiteLink
              to="/get-quote"
              className={buttonVariants({ size: "lg" })}
              onClick={() => {
                setOpen(false);
                scrollToTop();
              }}
            >
              {m.common.getQuote}
            </SiteLink>
            <SiteLink to="/client-login" className={buttonVariants({ variant: "secondary", size: "lg" })} onClick={() => setOpen(false)}>
              {m.common.clientLogin}
            </SiteLink>
            <a href={`mailto:${site.email}`} className="flex items-center justify-center gap-2 py-2 text-sm font-medium text-brand-800">
              <MailIcon className="h-4 w-4" />
              {site.email}
            </a>
          </div>
        </div>
      ) : null}
    </header>
  );
}

/** The floating "Email Us" button on small screens, in its own landmark so no content sits outside one. */
export function FloatingEmailButton() {
  const m = useMessages();
  return (
    <aside aria-label={m.common.quickContact} className="lg:hidden">
      <a
        href={`mailto:${site.email}`}
        className="fixed bottom-5 right-5 z-30 inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-800"
      >
        <MailIcon className="h-4 w-4" />
        {m.common.emailUs}
      </a>
    </aside>
  );
}
