// A plain HTTP sink for `npm run bench -- send`: answers every POST with 201 and a
// small JSON receipt, as a fast dispatch API would, and counts what it received.
// Runs as a process of its own so that neither side of the comparison shares its CPU.
import { createServer } from "node:http";

let received = 0;
const keys = new Set<string>();

const server = createServer((request, response) => {
  if (request.method === "GET" && request.url === "/stats") {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ received, distinctKeys: keys.size }));
    return;
  }
  if (request.method === "DELETE" && request.url === "/stats") {
    received = 0;
    keys.clear();
    response.writeHead(204).end();
    return;
  }
  request.resume();
  request.on("end", () => {
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
