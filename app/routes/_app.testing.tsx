import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AccessDenied } from "~/components/route-error.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { requireUser } from "~/services/auth.server.ts";

export const meta: MetaFunction = () => [{ title: "Testing · Orderbench" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const allowed = user.role === "admin";
  return data({ allowed }, { status: allowed ? 200 : 403 });
}

export default function TestingPage() {
  const { allowed } = useLoaderData<typeof loader>();
  if (!allowed) return <AccessDenied message="You need admin privileges to access the testing page." />;
  return <PageHeader title="Testing" description="Check that Orderbench and your connections work end to end." />;
}
