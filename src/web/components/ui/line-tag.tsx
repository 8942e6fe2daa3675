/**
 * A short word beside a quote line's description ("One-time"), in the admin and the client portal.
 * It is visible text, not a colour, so a screen reader says it with the description; the space
 * before it keeps the two apart when the cell is read as text.
 */
export function LineTag({ name, children }: { name: string; children: string }) {
  return (
    <>
      {" "}
      <span
        data-line-tag={name}
        className="ml-1 inline-block whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-200"
      >
        {children}
      </span>
    </>
  );
}
