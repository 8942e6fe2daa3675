// The portal sidebar's expanded/collapsed state, kept in a cookie for 7 days (spec 000 §4, §9).

export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Below this width the sidebar is a drawer behind a trigger button. */
export const SIDEBAR_MOBILE_QUERY = "(max-width: 767px)";

/** Whether the sidebar is expanded, from a `document.cookie` string; expanded unless saved collapsed. */
export function readSidebarExpanded(cookie: string): boolean {
  for (const part of cookie.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SIDEBAR_COOKIE) return value.join("=") !== "false";
  }
  return true;
}

/** The `document.cookie` assignment that saves the state. */
export function sidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE}=${expanded}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Ctrl+B, or Cmd+B on macOS, without other modifiers. */
export function isSidebarShortcut(e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">): boolean {
  return e.key.toLowerCase() === "b" && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;
}
