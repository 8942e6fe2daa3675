import { AdminNotFound } from "~/features/admin/pages/admin-not-found";

/** Any other address under /admin: behind the gate, said inside the shell. */
export default function AdminUnknown() {
  return <AdminNotFound />;
}
