import { Route, Routes, useParams } from "react-router";
import { ClientCreatePage, ClientEditPage } from "~/features/admin/clients/client-pages";
import { ClientViewPage } from "~/features/admin/clients/client-view";
import { ClientsList } from "~/features/admin/clients/clients-list";
import { AdminNotFound } from "~/features/admin/pages/admin-not-found";

/**
 * /admin/clients and below: the list, /new (?assessment=<id> to start from an assessment), /{id}
 * (the client's page) and /{id}/edit. One route module with its own routes, because every entry
 * of the route table is part of the manifest that each public page downloads first.
 */
export default function AdminClients() {
  return (
    <Routes>
      <Route index element={<ClientsList />} />
      <Route path="new" element={<ClientCreatePage />} />
      <Route path=":id" element={<ClientView />} />
      <Route path=":id/edit" element={<ClientEdit />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}

function ClientView() {
  const { id = "" } = useParams();
  return <ClientViewPage key={id} id={id} />;
}

function ClientEdit() {
  const { id = "" } = useParams();
  return <ClientEditPage key={id} id={id} />;
}
