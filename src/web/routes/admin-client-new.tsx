import { ClientCreatePage } from "~/features/admin/clients/client-pages";

/** /admin/clients/new (?assessment=<id> to start from an assessment): a new client. */
export default function AdminClientNew() {
  return <ClientCreatePage />;
}
