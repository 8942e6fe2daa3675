import { Button } from "~/components/ui/button";

export type PagerLabels = { label: string; previous: string; next: string; page: (page: number, pages: number) => string };

/** "Page 2 of 7 · 312 leads in total" with Previous and Next. */
export function Pager({
  page,
  pages,
  total,
  labels,
  onPage,
}: {
  page: number;
  pages: number;
  total: string;
  labels: PagerLabels;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={labels.label} className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm sm:px-5">
      <p className="text-muted">
        <span data-page-info className="font-medium text-ink">
          {labels.page(page, pages)}
        </span>
        <span aria-hidden="true"> · </span>
        <span data-total>{total}</span>
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {labels.previous}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {labels.next}
        </Button>
      </div>
    </nav>
  );
}
