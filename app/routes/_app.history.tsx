import type { MetaFunction } from "@remix-run/node";
import { PageHeader } from "~/components/ui/page-header.tsx";

export const meta: MetaFunction = () => [{ title: "Order History · Orderbench" }];

export default function HistoryPage() {
  return <PageHeader title="Order History" description="Every job, its progress and its results." />;
}
