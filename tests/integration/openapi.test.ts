/// <reference types="vite/client" />
import { expect, it } from "vitest";
import { loader } from "../../app/routes/api.openapi[.]json.ts";
import { call, get } from "../support/routes.ts";

// Every REST route file must be described in /api/openapi.json, and nothing else.
const routeFiles = Object.keys(import.meta.glob("../../app/routes/api.*.ts")).filter(
  (file) => !file.endsWith("api.$.ts") && !file.includes("openapi"),
);

function pathOf(file: string): string {
  const name = file.replace(/^.*routes\/api\./, "").replace(/\.ts$/, "");
  // Remix escapes a literal dot as [.] (export[.]json): only the other dots separate segments.
  return `/${name.split("[.]").map((part) => part.replace(/\./g, "/")).join(".").replace(/\$(\w+)/g, "{$1}")}`;
}

it("describes every API route", async () => {
  const response = await call(loader, get("/api/openapi.json"));
  expect(response.body.openapi).toBe("3.1.0");
  expect(Object.keys(response.body.paths).sort()).toEqual(routeFiles.map(pathOf).sort());
});
