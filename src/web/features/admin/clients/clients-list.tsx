import { Plus } from "lucide-react";
import { adminPaths } from "@shared/admin-paths";
import { clientListQuerySchema, type ClientListQuery } from "@shared/schemas/clients";
import { useAdminMessages } from "~/i18n/admin-messages";
import { clientsQuery } from "../api/clients";
import { SearchBox, SelectField } from "../list-kit/controls";
import { FilterPanel } from "../list-kit/filter-panel";
import { ListTable } from "../list-kit/list-table";
import { useAdminList } from "../list-kit/use-admin-list";
import { AdminPage } from "../shell/admin-page";
import { useClientColumns } from "./client-columns";
import { IconLink } from "../components/icon-link";

const SORTS = ["newest", "name"] as const satisfies readonly ClientListQuery["sort"][];

/**
 * /admin/clients: the Clients Hub's list (spec 001 §2.4 "Clients Hub"). Search, sort and page
 * live in the address; the server searches name, e-mail and phone and pages by 50.
 */
export function ClientsList() {
  const m = useAdminMessages().admin.clients;
  const { query, update, search, hasFilters, clearFilters, list } = useAdminList(clientListQuerySchema, clientsQuery, { failed: m.fetchFailed });
  const columns = useClientColumns();
  const newClient = (
    <IconLink to={adminPaths.clientNew} icon={Plus}>
      {m.newClient}
    </IconLink>
  );

  return (
    <AdminPage title={m.pages.list.title} description={m.pages.list.intro} actions={newClient}>
      <FilterPanel
        id="clients"
        heading={m.filters.heading}
        clearLabel={m.filters.clear}
        showClear={hasFilters}
        onClear={clearFilters}
        gridClassName="sm:grid-cols-[2fr_1fr]"
      >
        <SearchBox id="clients-search" label={m.filters.search} placeholder={m.filters.searchPlaceholder} {...search} />
        <SelectField id="clients-sort" label={m.filters.sort} value={query.sort} onChange={(sort) => update({ sort: sort as ClientListQuery["sort"] })}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {m.filters.sorts[s]}
            </option>
          ))}
        </SelectField>
      </FilterPanel>
      <ListTable
        id="clients"
        text={m}
        columns={columns}
        list={list}
        onPage={(page) => update({ page })}
        filtered={hasFilters}
        emptyAction={<div className="mt-6">{newClient}</div>}
        tableClassName="sm:min-w-[48rem]"
      />
    </AdminPage>
  );
}
