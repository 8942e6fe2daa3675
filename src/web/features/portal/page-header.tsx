/** A portal page's h1 and one-line introduction. */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <p className="mt-1.5 text-muted">{intro}</p>
    </div>
  );
}
