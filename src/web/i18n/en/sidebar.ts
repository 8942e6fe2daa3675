/** The collapsible sidebar of the signed-in areas. */
export const sidebar = {
  collapse: "Collapse sidebar",
  expand: "Expand sidebar",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  shortcut: "Ctrl+B",
};
