/** An empty cell: a muted dash on screen, "None" for screen readers. */
export const Dash = ({ label }: { label: string }) => (
  <>
    <span aria-hidden="true" className="text-muted">
      —
    </span>
    <span className="sr-only">{label}</span>
  </>
);
