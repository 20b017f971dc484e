// Preloaded (node --import) into the web and worker processes that the launcher spawns.

// The launcher talks to its children over an IPC channel. When the launcher dies
// (even by kill -9) the channel closes: stop too, rather than live on as an orphan
// that holds the port.
if (process.connected) {
  process.once("disconnect", () => process.kill(process.pid, "SIGTERM"));
}

// remix-serve closes its listener on SIGTERM but keeps running while database
// connections stay open; give requests in flight a moment, then leave.
const grace = Number(process.env.ORDERBENCH_EXIT_GRACE_MS);
if (grace > 0) {
  process.once("SIGTERM", () => setTimeout(() => process.exit(0), grace).unref());
}
