import { ConsultationForm } from "~/features/consultation/consultation-form";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("home", "/");

export default function Page() {
  return (
    <>
      <h1>home</h1>
      <section id="contact" aria-labelledby="contact-heading" className="bg-surface px-4 py-16">
        <div className="mx-auto max-w-2xl">
          <h2 id="contact-heading" className="mb-6 text-2xl font-bold text-ink">
            Request a Free Consultation
          </h2>
          <ConsultationForm />
        </div>
      </section>
    </>
  );
}
