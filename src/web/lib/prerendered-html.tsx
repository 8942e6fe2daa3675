import { Suspense, useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { isSectionId } from "@shared/paths";
import { hydrateIslands, type IslandLoaders } from "./island";
import { scrollToTop } from "./scroll-to-top";
import { useSectionNav } from "./use-section-nav";

type Props = {
  id: string;
  /** Renders the content; lazy, so its code loads only when it has to render in the browser. */
  Content: ComponentType;
  /** Interactive parts inside the content, hydrated on their own (island.tsx). */
  islands?: IslandLoaders;
  /** Shown on a visit from another page until `Content` has loaded. */
  fallback?: ReactNode;
  className?: string;
};

/**
 * Content of a prerendered page with nothing to do in the browser but follow links, scroll to
 * sections and host islands (the landing page's sections, the footer). On the first load React
 * keeps its HTML as the build wrote it and does not hydrate it, so neither its code nor its
 * strings are downloaded, and one click handler gives its site links client-side navigation. On a
 * visit from another page of the site there is no such HTML: `Content` renders it, loaded then.
 * Either way that handler scrolls its `data-section` buttons to their section.
 */
export function PrerenderedHtml({ id, Content, islands, fallback = null, className }: Props) {
  const [html] = useState(() => (typeof document === "undefined" ? null : (document.getElementById(id)?.innerHTML ?? null)));
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const goToSection = useSectionNav();

  useEffect(() => (html !== null && islands && ref.current ? hydrateIslands(ref.current, islands) : undefined), [html, islands]);

  // One click handler on the container for the links and `data-section` buttons inside it, in
  // either case (event delegation; a router link rendered by React has already handled its click).
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as Element;
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || target.closest("[data-island]")) return;
    const section = target.closest<HTMLElement>("[data-section]")?.dataset.section;
    if (section && isSectionId(section)) return goToSection(section);
    const link = target.closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href?.startsWith("/") || link.target || link.hasAttribute("download")) return;
    e.preventDefault();
    scrollToTop();
    navigate(href);
  };

  if (html === null) {
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated clicks of the links and buttons inside
      <div id={id} className={className} onClick={onClick}>
        <Suspense fallback={fallback}>
          <Content />
        </Suspense>
      </div>
    );
  }

  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- as above
  return <div id={id} ref={ref} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
