import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

// A real HTTP server in front of route modules, for code under test that makes
// outgoing requests (the Shopify import reaching the sandbox Shopify API).

type RouteFunction = (args: { request: Request; params: Record<string, string>; context: Record<string, never> }) => unknown;

export interface RouteModule {
  loader?: RouteFunction;
  action?: RouteFunction;
}

/** Paths as Remix matches them: `/a/:name/b.json`. */
function compile(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) => (part.startsWith(":") ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}

async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const method = message.method ?? "GET";
  return new Request(`${origin}${message.url}`, { method, headers, body: ["GET", "HEAD"].includes(method) ? undefined : Buffer.concat(chunks) });
}

export async function serveRoutes(routes: Record<string, RouteModule>): Promise<{ origin: string; close: () => Promise<void> }> {
  const table = Object.entries(routes).map(([path, module]) => ({ pattern: compile(path), module }));
  let origin = "";
  const server = createServer(async (message, reply) => {
    let response: Response;
    try {
      const request = await toRequest(message, origin);
      const { pathname } = new URL(request.url);
      const route = table.find(({ pattern }) => pattern.test(pathname));
      const handler = route && (request.method === "GET" ? route.module.loader : route.module.action);
      if (!route || !handler) {
        response = new Response("Not Found", { status: 404 });
      } else {
        const params = { ...pathname.match(route.pattern)!.groups };
        try {
          const outcome = await handler({ request, params, context: {} });
          response = outcome instanceof Response ? outcome : Response.json(outcome);
        } catch (thrown) {
          if (!(thrown instanceof Response)) throw thrown;
          response = thrown;
        }
      }
    } catch (error) {
      response = new Response(String(error), { status: 500 });
    }
    reply.writeHead(response.status, Object.fromEntries(response.headers));
    reply.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
