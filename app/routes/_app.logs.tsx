import type { MetaFunction } from "@remix-run/node";
import { PageHeader } from "~/components/ui/page-header.tsx";

export const meta: MetaFunction = () => [{ title: "Logs · Orderbench" }];

export default function LogsPage() {
  return <PageHeader title="Logs" description="What the jobs did, order by order." />;
}
