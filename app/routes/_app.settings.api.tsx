import type { MetaFunction } from "@remix-run/node";
import { PageHeader } from "~/components/ui/page-header.tsx";

export const meta: MetaFunction = () => [{ title: "API Settings · Orderbench" }];

export default function ApiSettingsPage() {
  return <PageHeader title="API Settings" description="Connect the order-dispatch API and your Shopify store." />;
}
