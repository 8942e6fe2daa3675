import { useLocation, useNavigate } from "react-router";
import type { SectionId } from "@shared/paths";

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
