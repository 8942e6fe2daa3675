import type { ComponentType, ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";

// An island: an interactive part inside HTML that is otherwise left as the build wrote it (see
// prerendered-html.tsx). It is marked in the markup and, on a first load, hydrated as a React
// root of its own once its code has loaded: when it comes near the viewport or anything in it
// takes the focus or a pointer, whichever is first.

/** Marks an island in the markup; its children are what it renders (in the build, or on a visit). */
export function Island({ name, children }: { name: string; children: ReactNode }) {
  return <div data-island={name}>{children}</div>;
}

export type IslandLoaders = Record<string, () => Promise<ComponentType>>;

/** Hydrates the islands found in `container` when they are needed; returns the clean-up. */
export function hydrateIslands(container: HTMLElement, loaders: IslandLoaders, margin = "600px"): () => void {
  const roots: Root[] = [];
  let disposed = false;
  const cleanups = [...container.querySelectorAll<HTMLElement>("[data-island]")].flatMap((el) => {
    const load = loaders[el.dataset.island ?? ""];
    if (!load) return [];
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      stop();
      load().then(
        (Component) => {
          if (!disposed) roots.push(hydrateRoot(el, <Component />)); // not once the page has gone
        },
        // Its code could not be downloaded (offline): tried again when the island is next used.
        () => {
          started = false;
          listen();
        },
      );
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: `${margin} 0px` });
    observer.observe(el);
    const listen = () => {
      el.addEventListener("focusin", start);
      el.addEventListener("pointerdown", start);
    };
    listen();
    const stop = () => {
      observer.disconnect();
      el.removeEventListener("focusin", start);
      el.removeEventListener("pointerdown", start);
    };
    return [stop];
  });
  return () => {
    disposed = true;
    cleanups.forEach((stop) => stop());
    // Not while the page's own root is committing (the container is leaving with it).
    queueMicrotask(() => roots.forEach((root) => root.unmount()));
  };
}
