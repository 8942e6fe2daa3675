// The session cookie is httpOnly, so a public page's script cannot tell whether a client is signed
// in without asking the server. This readable cookie, holding no secret, is that hint: set when a
// login link signs a client in, removed on sign-out (and by the page when the server answers that
// nobody is signed in). Public pages ask for the client's data only when it is there.

export const SESSION_HINT_COOKIE = "signed_in";

/** Whether a `document.cookie` string carries the hint. */
export const hasSessionHint = (cookie: string) => cookie.split(";").some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);

/** The Set-Cookie value that sets the hint for `maxAge` seconds (or removes it, with 0). */
export const sessionHintCookie = (maxAge: number, secure: boolean) =>
  `${SESSION_HINT_COOKIE}=${maxAge > 0 ? "1" : ""}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
