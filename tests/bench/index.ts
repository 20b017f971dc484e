// npm run bench -- <name>: runs one benchmark script, which prints its figures.
const benches: Record<string, () => Promise<unknown>> = {
  catalogue: () => import("./catalogue.ts"),
  send: () => import("./send.ts"),
};

const chosen = process.argv[2] ?? "";
const bench = benches[chosen];
if (!bench) {
  process.stderr.write(`Usage: npm run bench -- <${Object.keys(benches).join("|")}>\n`);
  process.exit(2);
}
await bench();

export {};
