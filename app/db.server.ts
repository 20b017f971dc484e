// Routes reach the database through this `.server` module: the Remix compiler
// leaves modules so named out of the browser build only inside app/.
export { db } from "../db/client.server.ts";
