import { useParams } from "react-router";
import { ClientViewPage } from "~/features/admin/clients/client-view";

/** /admin/clients/{id}: one client's page. */
export default function AdminClientView() {
  const { id = "" } = useParams();
  return <ClientViewPage key={id} id={id} />;
}
