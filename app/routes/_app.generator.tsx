import type { MetaFunction } from "@remix-run/node";
import { PageHeader } from "~/components/ui/page-header.tsx";

export const meta: MetaFunction = () => [{ title: "Order Generator · Orderbench" }];

export default function GeneratorPage() {
  return <PageHeader title="Order Generator" description="Generate randomized test orders and send them as a job." />;
}
