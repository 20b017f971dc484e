import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { refuseCrossSite } from "~/services/auth.server.ts";
import { sandboxError } from "~/services/sandbox-dispatch.server.ts";

// Any other path under /sandbox: an API's 404, not the app's redirect to a page
// (a wrong orders endpoint should say so to the sender).

const notFound = (request: Request) => sandboxError(404, `No sandbox endpoint at ${new URL(request.url).pathname}`);

export async function loader({ request }: LoaderFunctionArgs) {
  return notFound(request);
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  return notFound(request);
}
