import { Check, Copy, Download } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useTwoStepMessages } from "~/i18n/two-step-messages";
import { site } from "~/site";

/** The recovery codes, shown once: copy them, download them as a text file, then say they are saved. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const m = useTwoStepMessages().codes;
  const [copied, setCopied] = useState(false);
  const text = [m.fileHeading(site.companyName), "", ...codes, ""].join("\n");
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const a = Object.assign(document.createElement("a"), { href: url, download: m.fileName });
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join("\n")).catch(() => undefined);
    setCopied(true);
  };
  return (
    <section aria-labelledby="recovery-codes-heading" className="space-y-4">
      <h2 id="recovery-codes-heading" className="text-lg font-semibold text-ink">
        {m.heading}
      </h2>
      <p className="text-sm text-muted">{m.text}</p>
      <ol aria-label={m.listLabel} data-recovery-codes className="grid grid-cols-2 gap-2 rounded-lg bg-surface p-4 font-mono text-sm text-ink">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" className="h-4 w-4" /> : <Copy aria-hidden="true" className="h-4 w-4" />}
          {copied ? m.copied : m.copy}
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {m.download}
        </Button>
      </div>
      <Button className="w-full sm:w-auto" onClick={onDone}>
        {m.done}
      </Button>
    </section>
  );
}
