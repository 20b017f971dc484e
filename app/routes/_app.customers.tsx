import type { MetaFunction } from "@remix-run/node";
import { PageHeader } from "~/components/ui/page-header.tsx";

export const meta: MetaFunction = () => [{ title: "Test Customers · Orderbench" }];

export default function CustomersPage() {
  return <PageHeader title="Test Customers" description="The people and addresses your test orders ship to." />;
}
