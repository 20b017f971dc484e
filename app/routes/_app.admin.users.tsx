import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { db } from "~/db.server.ts";
import { RouteError } from "~/components/route-error.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { DataTable, type Column } from "~/components/ui/data-table.tsx";
import { LocalTime } from "~/components/ui/local-time.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { StatCard, StatGrid } from "~/components/ui/stat-card.tsx";
import { parseListQuery } from "~/lib/list-query.ts";
import { AccountRuleError, listUsers, publicUser, updateUserAccess, userCounts, USER_SORT_KEYS, type PublicUser } from "~/models/users.server.ts";
import { requireAdmin } from "~/services/auth.server.ts";
import { redirectWithToast } from "~/services/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Users · Orderbench" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const query = parseListQuery(new URL(request.url).searchParams, {
    sortKeys: USER_SORT_KEYS,
    defaultSort: "created_at",
    defaultDir: "desc",
  });
  const [{ users, total }, counts] = await Promise.all([listUsers(db(), query), userCounts(db())]);
  return { users: users.map(publicUser), total, counts, query, currentUserId: admin.id };
}

const roleChange = z.object({ userId: z.string(), role: z.enum(["admin", "member"]) });

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const parsed = roleChange.safeParse(Object.fromEntries(await request.formData()));
  const back = new URL(request.url);
  const backTo = `${back.pathname}${back.search}`;
  if (!parsed.success) return data({ error: "Choose a role: admin or member" }, { status: 400 });
  try {
    const user = await updateUserAccess(db(), { actorId: admin.id, userId: parsed.data.userId, role: parsed.data.role });
    if (!user) throw new Response("User not found", { status: 404 });
    return redirectWithToast(request, backTo, { type: "success", title: "User updated", description: `${user.email} is now ${user.role}.` });
  } catch (error) {
    if (!(error instanceof AccountRuleError)) throw error;
    return redirectWithToast(request, backTo, { type: "error", title: "Update failed", description: error.message });
  }
}

export default function AdminUsersPage() {
  const { users, total, counts, query, currentUserId } = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  const columns: Column<PublicUser>[] = [
    { key: "email", header: "Email", sortKey: "email", cell: (u) => u.email },
    { key: "username", header: "Username", sortKey: "username", cell: (u) => u.username },
    { key: "full_name", header: "Full name", sortKey: "full_name", cell: (u) => u.full_name },
    {
      key: "role",
      header: "Role",
      sortKey: "role",
      cell: (u) =>
        u.id === currentUserId ? (
          <Badge tone="red">{u.role}</Badge>
        ) : (
          <Form method="post" action={here} className="flex items-center gap-2">
            <input type="hidden" name="userId" value={u.id} />
            <label className="sr-only" htmlFor={`role-${u.id}`}>
              Role of {u.email}
            </label>
            <select
              id={`role-${u.id}`}
              name="role"
              defaultValue={u.role}
              className="rounded-md border-0 py-1 pl-2 pr-7 text-sm ring-1 ring-inset ring-gray-300 dark:bg-gray-800 dark:ring-gray-600"
            >
              <option value="member">member</option>
              <option value="admin">admin</option>
            </select>
            <button type="submit" className="text-sm font-medium text-indigo-600 hover:text-indigo-500">
              Save
            </button>
          </Form>
        ),
    },
    {
      key: "status",
      header: "Status",
      sortKey: "status",
      cell: (u) => <Badge tone={u.status === "active" ? "green" : "gray"}>{u.status === "active" ? "Active" : "Disabled"}</Badge>,
    },
    { key: "created_at", header: "Created", sortKey: "created_at", cell: (u) => <LocalTime value={u.created_at} /> },
    { key: "last_login", header: "Last login", sortKey: "last_login", cell: (u) => <LocalTime value={u.last_login} fallback="Never" /> },
    { key: "login_count", header: "Login count", sortKey: "login_count", cell: (u) => u.login_count, className: "text-right" },
    {
      key: "actions",
      header: "Actions",
      cell: (u) =>
        u.id === currentUserId ? (
          <span className="text-xs text-gray-400">You</span>
        ) : (
          <Link
            to={`/admin/users/${u.id}/status${location.search}`}
            preventScrollReset
            className="text-sm font-medium text-indigo-600 hover:text-indigo-500"
          >
            {u.status === "active" ? "Disable" : "Enable"}
          </Link>
        ),
    },
  ];

  return (
    <>
      <PageHeader title="Users" description="Who can sign in, and who administers Orderbench." />
      <div className="mb-6">
        <StatGrid>
          <StatCard title="Total" value={counts.total} />
          <StatCard title="Admins" value={counts.admins} />
          <StatCard title="Active" value={counts.active} />
          <StatCard title="Disabled" value={counts.disabled} />
        </StatGrid>
      </div>
      <DataTable
        caption="Users"
        columns={columns}
        rows={users}
        rowKey={(u) => u.id}
        total={total}
        query={query}
        searchPlaceholder="Search users..."
        emptyText="No users found."
      />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
