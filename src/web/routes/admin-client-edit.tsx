import { useParams } from "react-router";
import { ClientEditPage } from "~/features/admin/clients/client-pages";

/** /admin/clients/{id}/edit: the client form, prefilled. */
export default function AdminClientEdit() {
  const { id = "" } = useParams();
  return <ClientEditPage key={id} id={id} />;
}
