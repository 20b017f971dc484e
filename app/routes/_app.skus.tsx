import type { MetaFunction } from "@remix-run/node";
import { PageHeader } from "~/components/ui/page-header.tsx";

export const meta: MetaFunction = () => [{ title: "SKUs · Orderbench" }];

export default function SkusPage() {
  return <PageHeader title="SKUs" description="The products your test orders are made of." />;
}
