import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { LoadSampleData, sampleLoadedToast } from "~/components/load-sample-data.tsx";
import { RowActions } from "~/components/row-actions.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { ButtonLink, buttonClass } from "~/components/ui/button.tsx";
import { DataTable, type Column } from "~/components/ui/data-table.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { StatCard, StatGrid } from "~/components/ui/stat-card.tsx";
import { db } from "~/db.server.ts";
import { countryName } from "~/lib/countries.ts";
import { parseListQuery } from "~/lib/list-query.ts";
import { loadSampleCatalogue } from "~/models/catalogue.server.ts";
import { CUSTOMER_SORT_KEYS, customerStats, listCustomers, type Customer } from "~/models/customers.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Test Customers · Orderbench" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = parseListQuery(new URL(request.url).searchParams, { sortKeys: CUSTOMER_SORT_KEYS, defaultSort: "created_at", defaultDir: "desc" });
  const [{ customers, total }, stats] = await Promise.all([listCustomers(db(), user.id, query), customerStats(db(), user.id)]);
  // Named here, not in the browser: ICU releases name some countries differently, and the page must hydrate as rendered.
  const countryNames = Object.fromEntries(customers.map(({ address }) => [address.country, countryName(address.country)]));
  return { customers, total, stats, query, countryNames };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const intent = (await request.formData()).get("intent");
  if (intent === "load-sample") {
    return redirectWithToast(request, "/customers", sampleLoadedToast(await loadSampleCatalogue(db(), user.id)));
  }
  return data({ error: "Unknown action" }, { status: 400 });
}


export default function CustomersPage() {
  const { customers, total, stats, query, countryNames } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const columns: Column<Customer>[] = [
    { key: "label", header: "Label", sortKey: "label", cell: (c) => <span className="font-medium text-gray-900 dark:text-gray-100">{c.label}</span> },
    {
      key: "customer",
      header: "Customer Info",
      sortKey: "name",
      cell: ({ customer }) => (
        <div className="space-y-0.5">
          <div className="text-gray-900 dark:text-gray-100">{customer.name}</div>
          <div className="text-xs">{customer.email}</div>
          {customer.phone ? <div className="text-xs">{customer.phone}</div> : null}
        </div>
      ),
    },
    {
      key: "address",
      header: "Address",
      sortKey: "city",
      cell: ({ address }) => (
        <address className="space-y-0.5 text-xs not-italic">
          <div>{address.address1}</div>
          {address.address2 ? <div>{address.address2}</div> : null}
          <div>
            {address.city} {address.postcode}{" "}
            <abbr title={countryNames[address.country]} className="no-underline">
              {address.country}
            </abbr>
          </div>
        </address>
      ),
    },
    { key: "weight", header: "Weight", sortKey: "weight", cell: (c) => c.weight, className: "tabular-nums" },
    {
      key: "active",
      header: "Status",
      sortKey: "active",
      cell: (c) => <Badge tone={c.active ? "green" : "gray"}>{c.active ? "Active" : "Inactive"}</Badge>,
    },
    {
      key: "actions",
      header: "Actions",
      cell: (c) => <RowActions base={`/customers/${c.id}`} name={c.label} actions={["json", "duplicate", "edit", "delete"]} />,
    },
  ];

  return (
    <>
      <PageHeader
        title="Test Customers"
        description="The people and addresses your test orders ship to."
        actions={
          <>
            <ButtonLink to={`/customers/import${search}`} variant="secondary" preventScrollReset>
              Import CSV
            </ButtonLink>
            <a href="/customers/export.csv" download className={buttonClass("secondary")}>
              Export CSV
            </a>
            <ButtonLink to={`/customers/new${search}`} preventScrollReset>
              Add Customer
            </ButtonLink>
          </>
        }
      />
      <div className="mb-6">
        <StatGrid>
          <StatCard title="Total" value={stats.total} />
          <StatCard title="Active" value={stats.active} />
          <StatCard title="Inactive" value={stats.inactive} />
          <StatCard title="Avg Weight" value={stats.averageWeight.toFixed(1)} />
        </StatGrid>
      </div>
      {stats.total === 0 ? <LoadSampleData /> : null}
      <DataTable
        caption="Test customers"
        columns={columns}
        rows={customers}
        rowKey={(c) => c.id}
        total={total}
        query={query}
        searchPlaceholder="Search customers..."
        emptyText="No customers found. Add some customers to get started."
      />
      <Outlet />
    </>
  );
}
