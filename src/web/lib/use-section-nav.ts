import { useLocation, useNavigate } from "react-router";
import { isSectionId, localeOfPath, localizedPath, type SectionId } from "@shared/paths";

/**
 * Go to a landing section: on the home page ("/", "/fr/") scroll smoothly to it; elsewhere open
 * the home page of the page's language at "#section" (it scrolls to the hash once rendered).
 */
export function useSectionNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const home = localizedPath("/", localeOfPath(pathname));
  return (id: SectionId) => {
    if (pathname === home || `${pathname}/` === home) {
      document.getElementById(id)?.scrollIntoView({ behavior: "smooth", block: "start" });
    } else {
      navigate(`${home}#${id}`);
    }
  };
}

/** Land on the section a "/#section" address names, once it is on the page (no animation). */
export function scrollToHashSection(hash: string) {
  const id = hash.slice(1);
  if (isSectionId(id)) document.getElementById(id)?.scrollIntoView({ block: "start" });
}
