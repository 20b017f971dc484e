import type { MetaFunction } from "@remix-run/node";
import { ButtonLink } from "~/components/ui/button.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";

export const meta: MetaFunction = () => [{ title: "Dashboard · Orderbench" }];

export default function DashboardPage() {
  return (
    <PageHeader
      title="Dashboard"
      description="Your test orders at a glance."
      actions={
        <>
          <ButtonLink to="/generator">Generate Orders</ButtonLink>
          <ButtonLink to="/history" variant="secondary">
            View All
          </ButtonLink>
        </>
      }
    />
  );
}
