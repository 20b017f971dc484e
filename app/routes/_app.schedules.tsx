import type { MetaFunction } from "@remix-run/node";
import { PageHeader } from "~/components/ui/page-header.tsx";

export const meta: MetaFunction = () => [{ title: "Schedules · Orderbench" }];

export default function SchedulesPage() {
  return <PageHeader title="Schedules" description="Generate orders automatically, on a timetable." />;
}
