import type { sidebar as en } from "../en/sidebar";

/** The collapsible sidebar of the signed-in areas. */
export const sidebar: typeof en = {
  collapse: "Réduire la barre latérale",
  expand: "Développer la barre latérale",
  openMenu: "Ouvrir le menu",
  closeMenu: "Fermer le menu",
  // The key names printed on French Canadian keyboards too.
  shortcut: "Ctrl+B",
};
