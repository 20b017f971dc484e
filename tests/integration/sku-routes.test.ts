import { describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import * as apiSku from "../../app/routes/api.skus.$id.ts";
import * as apiSkus from "../../app/routes/api.skus.ts";
import * as apiUpload from "../../app/routes/api.skus.upload-csv.ts";
import * as skuDelete from "../../app/routes/_app.skus.$id.delete.tsx";
import * as skuEdit from "../../app/routes/_app.skus.$id.edit.tsx";
import * as skuJson from "../../app/routes/_app.skus.$id.json.tsx";
import * as skuNew from "../../app/routes/_app.skus.new.tsx";
import * as skuUpload from "../../app/routes/_app.skus.upload.tsx";
import * as skusPage from "../../app/routes/_app.skus.tsx";
import * as skuExport from "../../app/routes/skus.export[.]csv.ts";
import { call, get, ORIGIN, postForm, sendJson, signedInUser, bearer } from "../support/routes.ts";

const skuFields = { sku: "TEE-1", title: "Tee", tags: "summer, cotton", price: "19.90", minQuantity: "1", maxQuantity: "3", weight: "0.2", active: "on" };

function multipart(path: string, csv: string, auth: { cookie?: string; token?: string }) {
  const form = new FormData();
  form.set("file", new File([csv], "skus.csv", { type: "text/csv" }));
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: form,
    headers: { ...(auth.cookie && { Cookie: auth.cookie }), ...(auth.token && { Authorization: `Bearer ${auth.token}` }) },
  });
}

describe("SKU pages", () => {
  it("add, edit, view and delete a SKU, with the spec's messages", async () => {
    const { cookie } = await signedInUser(db());
    const added = await call(skuNew.action, postForm("/skus/new?q=tee", skuFields, { cookie }));
    expect(added.headers.get("Location")).toBe("/skus?q=tee");

    const duplicate = await call(skuNew.action, postForm("/skus/new", skuFields, { cookie }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.result.error).toEqual({ sku: ["SKU already exists"] });

    const list = await call(skusPage.loader, get("/skus?q=COTTON", { cookie }));
    expect(list.body.total).toBe(1);
    const id = list.body.skus[0].id;
    expect(list.body.stats).toEqual({ total: 1, active: 1, inactive: 0, averagePrice: 19.9 });

    // An unchecked checkbox sends nothing at all.
    const { active: _checked, ...unchecked } = skuFields;
    const edited = await call(skuEdit.action, postForm(`/skus/${id}/edit`, { ...unchecked, title: "Tee v2" }, { cookie }), { id });
    expect(edited.status).toBe(302);
    const json = await call(skuJson.loader, get(`/skus/${id}/json`, { cookie }), { id });
    expect(json.body.sku).toEqual({ id, sku: "TEE-1", title: "Tee v2", tags: ["summer", "cotton"], price: 19.9, minQuantity: 1, maxQuantity: 3, weight: 0.2, active: false });

    const deleted = await call(skuDelete.action, postForm(`/skus/${id}/delete`, {}, { cookie }), { id });
    expect(deleted.status).toBe(302);
    expect((await call(skusPage.loader, get("/skus", { cookie }))).body.total).toBe(0);
  });

  it("answer field errors beside the fields", async () => {
    const { cookie } = await signedInUser(db());
    const refused = await call(
      skuNew.action,
      postForm("/skus/new", { ...skuFields, sku: "", title: "", price: "1.234", minQuantity: "4", maxQuantity: "2", weight: "-1" }, { cookie }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.result.error).toEqual({
      sku: ["SKU is required"],
      title: ["Title is required"],
      price: ["Price must be 0 or more, with at most 2 decimals"],
      weight: ["Weight must be 0 or more"],
    });
  });

  it("give another user 404 for a SKU that is not theirs, and change nothing", async () => {
    const owner = await signedInUser(db());
    const stranger = await signedInUser(db());
    await call(skuNew.action, postForm("/skus/new", skuFields, { cookie: owner.cookie }));
    const id = (await call(skusPage.loader, get("/skus", { cookie: owner.cookie }))).body.skus[0].id;

    expect((await call(skuJson.loader, get(`/skus/${id}/json`, { cookie: stranger.cookie }), { id })).status).toBe(404);
    expect((await call(skuEdit.loader, get(`/skus/${id}/edit`, { cookie: stranger.cookie }), { id })).status).toBe(404);
    expect((await call(skuEdit.action, postForm(`/skus/${id}/edit`, { ...skuFields, title: "Mine now" }, { cookie: stranger.cookie }), { id })).status).toBe(404);
    expect((await call(skuDelete.loader, get(`/skus/${id}/delete`, { cookie: stranger.cookie }), { id })).status).toBe(404);
    const deleteAttempt = await call(skuDelete.action, postForm(`/skus/${id}/delete`, {}, { cookie: stranger.cookie }), { id });
    expect(deleteAttempt.headers.get("Location")).toBe("/skus");

    const json = await call(skuJson.loader, get(`/skus/${id}/json`, { cookie: owner.cookie }), { id });
    expect(json.body.sku.title).toBe("Tee");
  });

  it("export a CSV that uploads back unchanged", async () => {
    const { cookie } = await signedInUser(db());
    await call(skusPage.action, postForm("/skus", { intent: "load-sample" }, { cookie }));
    // Text a spreadsheet would run as a formula leaves guarded and comes back as it was.
    const formulaLike = await call(skuUpload.action, multipart("/skus/upload", 'sku,title,tags,price\n-FORMULA-1,"=HYPERLINK(""http://x"")","@risk, +tag",5\n', { cookie }));
    expect(formulaLike.status).toBe(302);
    const before = (await call(skusPage.loader, get("/skus?sort=sku&dir=asc&size=100", { cookie }))).body.skus;
    expect(before).toHaveLength(41);

    const exported = await skuExport.loader({ request: get("/skus/export.csv", { cookie }), params: {}, context: {} });
    expect(exported.headers.get("Content-Disposition")).toBe('attachment; filename="skus.csv"');
    const csv = await exported.text();
    expect(csv).toContain(`'-FORMULA-1,"'=HYPERLINK(""http://x"")","'@risk, +tag",5.00,`);

    const reimported = await call(skuUpload.action, multipart("/skus/upload", csv, { cookie }));
    expect(reimported.status).toBe(302);
    const after = (await call(skusPage.loader, get("/skus?sort=sku&dir=asc&size=100", { cookie }))).body.skus;
    expect(after).toEqual(before);
  });

  it("upload refuses a CSV with a bad row and lists it", async () => {
    const { cookie } = await signedInUser(db());
    const response = await call(skuUpload.action, multipart("/skus/upload", "sku,title,price\nA,Apple,1\nB,,2\n", { cookie }));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ row: 3, column: "title", message: "Title is required" }]);
    expect((await call(skusPage.loader, get("/skus", { cookie }))).body.total).toBe(0);
  });
});

describe("SKU API", () => {
  it("creates, lists, updates and deletes, scoped to the token's user", async () => {
    const owner = await signedInUser(db());
    const stranger = await signedInUser(db());
    const created = await call(apiSkus.action, sendJson("POST", "/api/skus", { sku: "API-1", title: "From API", price: 12.5, min_quantity: 2, maxQuantity: 4, tags: ["a", "b"] }, owner.token));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ sku: "API-1", price: 12.5, minQuantity: 2, maxQuantity: 4, tags: ["a", "b"], active: true, weight: 0 });
    const id = created.body.id;

    const list = await call(apiSkus.loader, bearer("/api/skus?q=api&size=10", owner.token));
    expect(list.body).toMatchObject({ total: 1, page: 1, size: 10 });
    expect((await call(apiSkus.loader, bearer("/api/skus", stranger.token))).body.total).toBe(0);

    expect((await call(apiSku.loader, bearer(`/api/skus/${id}`, stranger.token), { id })).status).toBe(404);
    expect((await call(apiSku.action, sendJson("PUT", `/api/skus/${id}`, { sku: "X", title: "X", price: 1, minQuantity: 1, maxQuantity: 1 }, stranger.token), { id })).status).toBe(404);
    expect((await call(apiSku.action, bearer(`/api/skus/${id}`, stranger.token, "DELETE"), { id })).status).toBe(404);

    const updated = await call(apiSku.action, sendJson("PUT", `/api/skus/${id}`, { sku: "API-1", title: "Renamed", price: "3.00", minQuantity: 1, maxQuantity: 1, active: false }, owner.token), { id });
    expect(updated.body).toMatchObject({ title: "Renamed", price: 3, active: false });
    expect((await call(apiSku.action, bearer(`/api/skus/${id}`, owner.token, "DELETE"), { id })).status).toBe(204);
  });

  it("answers 422 with field messages, 409 for a taken code and 401 without a token", async () => {
    const { token } = await signedInUser(db());
    const invalid = await call(apiSkus.action, sendJson("POST", "/api/skus", { sku: "", price: -1, minQuantity: 0, maxQuantity: 1 }, token));
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.fields).toMatchObject({ sku: ["SKU is required"], title: ["Title is required"], minQuantity: ["Min quantity must be at least 1"] });

    await call(apiSkus.action, sendJson("POST", "/api/skus", { sku: "DUP", title: "Dup", price: 1, minQuantity: 1, maxQuantity: 1 }, token));
    const taken = await call(apiSkus.action, sendJson("POST", "/api/skus", { sku: "DUP", title: "Dup", price: 1, minQuantity: 1, maxQuantity: 1 }, token));
    expect(taken).toMatchObject({ status: 409, body: { error: { message: "SKU already exists" } } });
    expect((await call(apiSkus.loader, get("/api/skus"))).status).toBe(401);
  });

  it("imports a CSV upload, or lists its bad rows with 422", async () => {
    const { token } = await signedInUser(db());
    const ok = await call(apiUpload.action, multipart("/api/skus/upload-csv", "sku,title,price\nA,Apple,1\n", { token }));
    expect(ok.body).toEqual({ format: "simple", created: 1, updated: 0, derived: 0 });
    const bad = await call(apiUpload.action, multipart("/api/skus/upload-csv", "sku,title,price\nA,Apple,x\n", { token }));
    expect(bad.status).toBe(422);
    expect(bad.body.error.rows).toEqual([{ row: 2, column: "price", message: "Price must be 0 or more, with at most 2 decimals" }]);
  });
});
