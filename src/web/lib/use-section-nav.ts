import { useLocation, useNavigate } from "react-router";
import { isSectionId, type SectionId } from "@shared/paths";

/**
 * Go to a landing section: on "/" scroll smoothly to it; elsewhere open "/#section"
 * (the home page scrolls to the hash once it has rendered).
 */
export function useSectionNav() {
  const location = useLocation();
  const navigate = useNavigate();
  return (id: SectionId) => {
    if (location.pathname === "/") {
      document.getElementById(id)?.scrollIntoView({ behavior: "smooth", block: "start" });
    } else {
      navigate(`/#${id}`);
    }
  };
}

/** Land on the section a "/#section" address names, once it is on the page (no animation). */
export function scrollToHashSection(hash: string) {
  const id = hash.slice(1);
  if (isSectionId(id)) document.getElementById(id)?.scrollIntoView({ block: "start" });
}
