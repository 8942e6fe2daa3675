import { ClientsList } from "~/features/admin/clients/clients-list";

/** /admin/clients: the Clients Hub's list. */
export default function AdminClients() {
  return <ClientsList />;
}
