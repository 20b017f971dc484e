// A plain HTTP sink for `npm run bench -- send`: answers every POST with 201 and a
// small JSON receipt, as a fast dispatch API would, and counts what it received.
// Runs as a process of its own so that neither side of the comparison shares its CPU.
import { createServer } from "node:http";

let received = 0;
const keys = new Set<string>();
/** When the first and the latest order of a round arrived (ms since the epoch), to tell the sending from what surrounds it. */
let firstAt: number | null = null;
let lastAt: number | null = null;
const now = () => performance.timeOrigin + performance.now();

const server = createServer((request, response) => {
  if (request.method === "GET" && request.url === "/stats") {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ received, distinctKeys: keys.size, firstAt, lastAt }));
    return;
  }
  if (request.method === "DELETE" && request.url === "/stats") {
    received = 0;
    keys.clear();
    firstAt = lastAt = null;
    response.writeHead(204).end();
    return;
  }
  firstAt ??= now();
  request.resume();
  request.on("end", () => {
    lastAt = now();
    received += 1;
    const key = request.headers["idempotency-key"];
    if (typeof key === "string") keys.add(key);
    response.writeHead(201, { "Content-Type": "application/json" });
    response.end(`{"id":"${received}","status":"accepted"}`);
  });
});

server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
process.on("disconnect", () => process.exit(0));
