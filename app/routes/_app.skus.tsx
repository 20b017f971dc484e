import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Outlet, useLoaderData, useLocation, useOutlet } from "@remix-run/react";
import { AutoRefresh } from "~/components/auto-refresh.tsx";
import { LoadSampleData, sampleLoadedToast } from "~/components/load-sample-data.tsx";
import { ShopifyImportStatus } from "~/components/shopify-import-status.tsx";
import { RowActions } from "~/components/row-actions.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { Button, ButtonLink, buttonClass } from "~/components/ui/button.tsx";
import { DataTable, type Column } from "~/components/ui/data-table.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { StatCard, StatGrid } from "~/components/ui/stat-card.tsx";
import { db } from "~/db.server.ts";
import { parseListQuery } from "~/lib/list-query.ts";
import { formatDollars } from "~/lib/money.ts";
import { latestShopifyImport } from "~/models/shopify-imports.server.ts";
import { loadSampleCatalogue } from "~/models/catalogue.server.ts";
import { listSkus, SKU_SORT_KEYS, skuStats, type Sku } from "~/models/skus.server.ts";
import { requireUser } from "~/services/auth.server.ts";
import { startShopifyImport } from "~/services/shopify-import.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "SKUs · Orderbench" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = parseListQuery(new URL(request.url).searchParams, { sortKeys: SKU_SORT_KEYS, defaultSort: "created_at", defaultDir: "desc" });
  const [{ skus, total }, stats, shopifyImport] = await Promise.all([
    listSkus(db(), user.id, query),
    skuStats(db(), user.id),
    latestShopifyImport(db(), user.id),
  ]);
  return { skus, total, stats, query, shopifyImport: shopifyImport ?? null };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const intent = (await request.formData()).get("intent");
  if (intent === "load-sample") {
    return redirectWithToast(request, "/skus", sampleLoadedToast(await loadSampleCatalogue(db(), user.id)));
  }
  if (intent === "import-shopify") {
    const started = await startShopifyImport(db(), user.id);
    const back = `/skus${new URL(request.url).search}`;
    if (started.ok) {
      return redirectWithToast(request, back, { type: "success", title: "Import started", description: "Your Shopify products are being imported; the result shows on this page." });
    }
    return redirectWithToast(request, back, {
      type: started.reason === "running" ? "warning" : "error",
      title: started.reason === "running" ? "Import already running" : "Import failed",
      description: started.message,
    });
  }
  return data({ error: "Unknown action" }, { status: 400 });
}

export default function SkusPage() {
  const { skus, total, stats, query, shopifyImport } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const modalOpen = useOutlet() !== null;
  const importing = shopifyImport?.status === "running";
  const columns: Column<Sku>[] = [
    { key: "sku", header: "SKU", sortKey: "sku", cell: (s) => <span className="whitespace-nowrap font-mono text-xs">{s.sku}</span> },
    { key: "title", header: "Title", sortKey: "title", cell: (s) => s.title },
    {
      key: "tags",
      header: "Tags",
      cell: (s) => (
        <div className="flex flex-wrap gap-1">
          {s.tags.map((tag) => (
            <Badge key={tag} tone="blue">
              {tag}
            </Badge>
          ))}
        </div>
      ),
    },
    { key: "price", header: "Price", sortKey: "price", cell: (s) => formatDollars(Math.round(s.price * 100)), className: "text-right tabular-nums" },
    { key: "quantity", header: "Qty Range", sortKey: "quantity", cell: (s) => `${s.minQuantity}-${s.maxQuantity}` },
    { key: "weight", header: "Weight", sortKey: "weight", cell: (s) => `${s.weight} kg`, className: "tabular-nums" },
    {
      key: "active",
      header: "Status",
      sortKey: "active",
      cell: (s) => <Badge tone={s.active ? "green" : "gray"}>{s.active ? "Active" : "Inactive"}</Badge>,
    },
    {
      key: "actions",
      header: "Actions",
      cell: (s) => <RowActions base={`/skus/${s.id}`} name={s.sku} actions={["json", "edit", "delete"]} />,
    },
  ];

  return (
    <>
      <PageHeader
        title="SKUs"
        description="The products your test orders are made of."
        actions={
          <>
            <ButtonLink to={`/skus/upload${search}`} variant="secondary" preventScrollReset>
              Upload CSV
            </ButtonLink>
            <Form method="post">
              <input type="hidden" name="intent" value="import-shopify" />
              <Button type="submit" variant="secondary" disabled={importing}>
                Import from Shopify
              </Button>
            </Form>
            <a href="/skus/export.csv" download className={buttonClass("secondary")}>
              Export CSV
            </a>
            <ButtonLink to={`/skus/new${search}`} preventScrollReset>
              Add SKU
            </ButtonLink>
          </>
        }
      />
      <div className="mb-6">
        <StatGrid>
          <StatCard title="Total" value={stats.total} />
          <StatCard title="Active" value={stats.active} />
          <StatCard title="Inactive" value={stats.inactive} />
          <StatCard title="Avg Price" value={formatDollars(Math.round(stats.averagePrice * 100))} />
        </StatGrid>
      </div>
      {shopifyImport ? <ShopifyImportStatus shopifyImport={shopifyImport} /> : null}
      {/* Not behind an open modal: a reload would throw away what is typed there. */}
      <AutoRefresh active={importing && !modalOpen} seconds={2} />
      {stats.total === 0 ? <LoadSampleData /> : null}
      <DataTable
        caption="SKUs"
        columns={columns}
        rows={skus}
        rowKey={(s) => s.id}
        total={total}
        query={query}
        searchPlaceholder="Search SKUs..."
        emptyText="No SKUs found. Add some SKUs to get started."
      />
      <Outlet />
    </>
  );
}
