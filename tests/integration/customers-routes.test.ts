import { describe, expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import * as root from "../../app/root.tsx";
import * as apiCustomer from "../../app/routes/api.customers.$id.ts";
import * as apiBulk from "../../app/routes/api.customers.bulk.ts";
import * as apiCustomers from "../../app/routes/api.customers.ts";
import * as customerDelete from "../../app/routes/_app.customers.$id.delete.tsx";
import * as customerDuplicate from "../../app/routes/_app.customers.$id.duplicate.tsx";
import * as customerEdit from "../../app/routes/_app.customers.$id.edit.tsx";
import * as customerJson from "../../app/routes/_app.customers.$id.json.tsx";
import * as customerImport from "../../app/routes/_app.customers.import.tsx";
import * as customerNew from "../../app/routes/_app.customers.new.tsx";
import * as customersPage from "../../app/routes/_app.customers.tsx";
import * as clearData from "../../app/routes/_app.settings.app.clear.tsx";
import * as skusPage from "../../app/routes/_app.skus.tsx";
import * as customerExport from "../../app/routes/customers.export[.]csv.ts";
import { bearer, call, cookiesFrom, get, ORIGIN, postForm, sendJson, signedInUser } from "../support/routes.ts";

const fields = {
  label: "Berlin office",
  name: "Anna Schmidt",
  email: "anna@example.com",
  phone: "+49 30 5550123",
  address1: "Friedrichstraße 43",
  address2: "",
  city: "Berlin",
  postcode: "10117",
  country: "Germany",
  weight: "2",
  active: "on",
};

const nested = {
  label: "Leeds depot",
  customer: { name: "Ann Lee", email: "ann@example.com", phone: null },
  address: { address1: "1 High St", address2: null, city: "Leeds", postcode: "LS1 1AA", country: "GB" },
  weight: 1,
  active: true,
};

function multipart(path: string, csv: string, cookie: string) {
  const form = new FormData();
  form.set("file", new File([csv], "customers.csv", { type: "text/csv" }));
  return new Request(`${ORIGIN}${path}`, { method: "POST", body: form, headers: { Cookie: cookie } });
}

/** The toasts the next page shows after this redirect. */
async function toastsAfter(response: { headers: Headers }, cookie: string) {
  return (await call(root.loader, get("/", { cookie: cookiesFrom(response.headers, cookie) }))).body.toasts;
}

async function firstCustomerId(cookie: string): Promise<string> {
  return (await call(customersPage.loader, get("/customers", { cookie }))).body.customers[0].id;
}

describe("customer pages", () => {
  it("add, edit, view and delete a customer, with the spec's messages", async () => {
    const { cookie } = await signedInUser(db());
    const added = await call(customerNew.action, postForm("/customers/new?q=berlin", fields, { cookie }));
    expect(added.headers.get("Location")).toBe("/customers?q=berlin");

    const list = await call(customersPage.loader, get("/customers?q=BERLIN", { cookie }));
    expect(list.body.total).toBe(1);
    expect(list.body.stats).toEqual({ total: 1, active: 1, inactive: 0, averageWeight: 2 });
    const id = list.body.customers[0].id;

    const edited = await call(customerEdit.action, postForm(`/customers/${id}/edit`, { ...fields, label: "Berlin HQ", phone: "", active: "" }, { cookie }), { id });
    expect(edited.status).toBe(302);
    const json = await call(customerJson.loader, get(`/customers/${id}/json`, { cookie }), { id });
    expect(json.body.customer).toEqual({
      id,
      label: "Berlin HQ",
      customer: { name: "Anna Schmidt", email: "anna@example.com", phone: null },
      address: { address1: "Friedrichstraße 43", address2: null, city: "Berlin", postcode: "10117", country: "DE" },
      weight: 2,
      active: false,
    });

    expect((await call(customerDelete.loader, get(`/customers/${id}/delete`, { cookie }), { id })).status).toBe(200);
    const deleted = await call(customerDelete.action, postForm(`/customers/${id}/delete`, {}, { cookie }), { id });
    expect(deleted.headers.get("Location")).toBe("/customers");
    expect(await toastsAfter(deleted, cookie)).toEqual([{ type: "success", title: "Customer deleted", description: "The customer has been successfully deleted" }]);
    expect((await call(customersPage.loader, get("/customers", { cookie }))).body.total).toBe(0);

    // Deleting it again (say from a second tab) is the spec's failed delete.
    const again = await call(customerDelete.action, postForm(`/customers/${id}/delete`, {}, { cookie }), { id });
    expect(await toastsAfter(again, cookie)).toEqual([{ type: "error", title: "Delete failed", description: "Failed to delete customer" }]);
  });

  it("answer field errors beside the fields", async () => {
    const { cookie } = await signedInUser(db());
    const refused = await call(
      customerNew.action,
      postForm("/customers/new", { ...fields, label: "", email: "anna@", postcode: "", country: "Atlantis", weight: "-1" }, { cookie }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.result.error).toEqual({
      label: ["Label is required"],
      email: ["Please enter a valid email address"],
      postcode: ["Postcode is required"],
      country: ["Please enter a valid country (an ISO code such as DE, or its English name)"],
      weight: ["Weight must be 0 or more"],
    });
    expect((await call(customersPage.loader, get("/customers", { cookie }))).body.total).toBe(0);
  });

  it("duplicate only on a POST, and open the copy's edit form", async () => {
    const { cookie } = await signedInUser(db());
    await call(customerNew.action, postForm("/customers/new", fields, { cookie }));
    const id = await firstCustomerId(cookie);

    // The GET (a link, a prefetch) only asks.
    const asked = await call(customerDuplicate.loader, get(`/customers/${id}/duplicate`, { cookie }), { id });
    expect(asked.body.customer.label).toBe("Berlin office");
    expect((await call(customersPage.loader, get("/customers", { cookie }))).body.total).toBe(1);

    const duplicated = await call(customerDuplicate.action, postForm(`/customers/${id}/duplicate?page=1`, {}, { cookie }), { id });
    const { customers } = (await call(customersPage.loader, get("/customers?sort=label&dir=asc", { cookie }))).body;
    expect(customers.map((c: { label: string }) => c.label)).toEqual(["Berlin office", "Berlin office (copy)"]);
    expect(duplicated.headers.get("Location")).toBe(`/customers/${customers[1].id}/edit?page=1`);
    expect(customers[1]).toEqual({ ...customers[0], id: customers[1].id, label: "Berlin office (copy)" });
  });

  it("give another user 404 for a customer that is not theirs, and change nothing", async () => {
    const owner = await signedInUser(db());
    const stranger = await signedInUser(db());
    await call(customerNew.action, postForm("/customers/new", fields, { cookie: owner.cookie }));
    const id = await firstCustomerId(owner.cookie);
    const as = { cookie: stranger.cookie };

    expect((await call(customerJson.loader, get(`/customers/${id}/json`, as), { id })).status).toBe(404);
    expect((await call(customerEdit.loader, get(`/customers/${id}/edit`, as), { id })).status).toBe(404);
    expect((await call(customerEdit.action, postForm(`/customers/${id}/edit`, { ...fields, label: "Mine now" }, as), { id })).status).toBe(404);
    expect((await call(customerDuplicate.loader, get(`/customers/${id}/duplicate`, as), { id })).status).toBe(404);
    expect((await call(customerDuplicate.action, postForm(`/customers/${id}/duplicate`, {}, as), { id })).status).toBe(404);
    expect((await call(customerDelete.loader, get(`/customers/${id}/delete`, as), { id })).status).toBe(404);
    const deleteAttempt = await call(customerDelete.action, postForm(`/customers/${id}/delete`, {}, as), { id });
    expect(await toastsAfter(deleteAttempt, stranger.cookie)).toEqual([{ type: "error", title: "Delete failed", description: "Failed to delete customer" }]);
    expect((await call(customersPage.loader, get("/customers", as))).body.total).toBe(0);

    const list = await call(customersPage.loader, get("/customers", { cookie: owner.cookie }));
    expect(list.body.customers.map((c: { id: string; label: string }) => [c.id, c.label])).toEqual([[id, "Berlin office"]]);
  });

  it("export a CSV that imports back as the same customers", async () => {
    const source = await signedInUser(db());
    await call(customersPage.action, postForm("/customers", { intent: "load-sample" }, { cookie: source.cookie }));
    await call(customerNew.action, postForm("/customers/new", { ...fields, label: 'Quote "and", comma', address2: "Hinterhaus\nline two", postcode: "01067" }, { cookie: source.cookie }));
    await call(customerNew.action, postForm("/customers/new", { ...fields, label: "=HYPERLINK(1)", phone: "+49 30 1234567", address2: "@home" }, { cookie: source.cookie }));
    const listOf = async (cookie: string) =>
      (await call(customersPage.loader, get("/customers?size=100", { cookie }))).body.customers.map(({ id: _id, ...rest }: { id: string }) => rest);
    const before = await listOf(source.cookie);
    expect(before.length).toBeGreaterThan(20);

    const exported = await customerExport.loader({ request: get("/customers/export.csv", { cookie: source.cookie }), params: {}, context: {} });
    expect(exported.headers.get("Content-Disposition")).toBe('attachment; filename="customers.csv"');
    const csv = await exported.text();
    expect(csv.split("\n")[0]).toBe("label,name,email,phone,address1,address2,city,postcode,country,weight,active");
    // Formula-like text is guarded in the file, and imported without its guard.
    expect(csv).toMatch(/^'=HYPERLINK\(1\),[^,]+,[^,]+,'\+49 30 1234567,[^,]+,'@home,/m);

    // Into an empty account (customers have no natural key, so importing adds rather than matches).
    const target = await signedInUser(db());
    const imported = await call(customerImport.action, multipart("/customers/import", csv, target.cookie));
    expect(imported.status).toBe(302);
    expect(await toastsAfter(imported, target.cookie)).toEqual([{ type: "success", title: "CSV imported", description: `${before.length} customers added.` }]);
    expect(await listOf(target.cookie)).toEqual(before);
  });

  it("import refuses a CSV with a bad row, lists it, and writes nothing", async () => {
    const { cookie } = await signedInUser(db());
    const csv = "label,name,email,address1,city,postcode,country\nHome,Ann Lee,ann@example.com,1 High St,Leeds,LS1 1AA,GB\nWork,Bo Tran,bo@example.com,2 Low St,York,YO1 7HH,Narnia\n";
    const response = await call(customerImport.action, multipart("/customers/import", csv, cookie));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ row: 3, column: "country", message: "Please enter a valid country (an ISO code such as DE, or its English name)" }]);
    expect((await call(customersPage.loader, get("/customers", { cookie }))).body.total).toBe(0);
  });
});

describe("Load sample data and Clear All Data", () => {
  it("Load sample data fills SKUs and customers from either page", async () => {
    for (const [page, path] of [
      [customersPage, "/customers"],
      [skusPage, "/skus"],
    ] as const) {
      const { cookie } = await signedInUser(db());
      const loaded = await call(page.action, postForm(path, { intent: "load-sample" }, { cookie }));
      expect(loaded.headers.get("Location")).toBe(path);
      const [toast] = await toastsAfter(loaded, cookie);
      expect(toast).toMatchObject({ type: "success", title: "Sample data loaded" });
      expect(toast.description).toMatch(/^40 SKUs and 25 customers added\.$/);
      const customers = (await call(customersPage.loader, get("/customers", { cookie }))).body;
      expect(customers.total).toBe(25);
      expect(customers.stats.averageWeight).toBeGreaterThan(0);
      expect((await call(skusPage.loader, get("/skus", { cookie }))).body.total).toBe(40);
    }
  });

  it("Clear All Data removes this user's SKUs and customers only, with the spec's toast", async () => {
    const me = await signedInUser(db());
    const other = await signedInUser(db());
    for (const { cookie } of [me, other]) await call(customersPage.action, postForm("/customers", { intent: "load-sample" }, { cookie }));

    expect((await call(clearData.loader, get("/settings/app/clear", { cookie: me.cookie }))).status).toBe(200);
    const cleared = await call(clearData.action, postForm("/settings/app/clear", {}, { cookie: me.cookie }));
    expect(cleared.headers.get("Location")).toBe("/settings/app");
    expect(await toastsAfter(cleared, me.cookie)).toEqual([{ type: "success", title: "Data cleared", description: "All SKUs and customers have been removed" }]);

    expect((await call(customersPage.loader, get("/customers", { cookie: me.cookie }))).body.total).toBe(0);
    expect((await call(skusPage.loader, get("/skus", { cookie: me.cookie }))).body.total).toBe(0);
    expect((await call(customersPage.loader, get("/customers", { cookie: other.cookie }))).body.total).toBe(25);
    expect((await call(skusPage.loader, get("/skus", { cookie: other.cookie }))).body.total).toBe(40);
  });

  it("Clear All Data needs a signed-in user", async () => {
    const refused = await call(clearData.action, postForm("/settings/app/clear", {}));
    expect(refused.headers.get("Location")).toMatch(/^\/login/);
  });
});

describe("customer API", () => {
  it("creates, lists, reads, updates and deletes, in the entity's nested shape", async () => {
    const { token } = await signedInUser(db());
    const created = await call(apiCustomers.action, sendJson("POST", "/api/customers", nested, token));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), ...nested });
    const id = created.body.id;

    const list = await call(apiCustomers.loader, bearer("/api/customers?q=leeds&size=10", token));
    expect(list.body).toEqual({ customers: [created.body], total: 1, page: 1, size: 10 });
    expect((await call(apiCustomer.loader, bearer(`/api/customers/${id}`, token), { id })).body).toEqual(created.body);

    // Flat and snake_case bodies are read too; a country may be a name.
    const updated = await call(
      apiCustomer.action,
      sendJson("PUT", `/api/customers/${id}`, { label: "York depot", name: "Ann Lee", email: "ann@example.com", address_1: "2 Low St", city: "York", zip: "YO1 7HH", country: "United Kingdom", active: false }, token),
      { id },
    );
    expect(updated.body).toMatchObject({ label: "York depot", address: { address1: "2 Low St", city: "York", postcode: "YO1 7HH", country: "GB" }, weight: 1, active: false });

    expect((await call(apiCustomer.action, bearer(`/api/customers/${id}`, token, "DELETE"), { id })).status).toBe(204);
    expect((await call(apiCustomer.loader, bearer(`/api/customers/${id}`, token), { id })).status).toBe(404);
  });

  it("gives another user 404 reading, changing or deleting a customer that is not theirs", async () => {
    const owner = await signedInUser(db());
    const stranger = await signedInUser(db());
    const id = (await call(apiCustomers.action, sendJson("POST", "/api/customers", nested, owner.token))).body.id;

    expect((await call(apiCustomer.loader, bearer(`/api/customers/${id}`, stranger.token), { id })).body).toEqual({ error: { message: "Customer not found" } });
    expect((await call(apiCustomer.loader, bearer(`/api/customers/${id}`, stranger.token), { id })).status).toBe(404);
    expect((await call(apiCustomer.action, sendJson("PUT", `/api/customers/${id}`, { ...nested, label: "Mine" }, stranger.token), { id })).status).toBe(404);
    expect((await call(apiCustomer.action, bearer(`/api/customers/${id}`, stranger.token, "DELETE"), { id })).status).toBe(404);
    expect((await call(apiCustomers.loader, bearer("/api/customers", stranger.token))).body.total).toBe(0);
    expect((await call(apiCustomer.loader, bearer(`/api/customers/${id}`, owner.token), { id })).body.label).toBe("Leeds depot");
  });

  it("answers 422 naming the nested fields, and 401 without a token", async () => {
    const { token } = await signedInUser(db());
    const invalid = await call(apiCustomers.action, sendJson("POST", "/api/customers", { ...nested, customer: { name: "", email: "x" }, address: { ...nested.address, country: "Mars" } }, token));
    expect(invalid.status).toBe(422);
    expect(invalid.body.error).toEqual({
      message: "Some fields are invalid",
      fields: {
        "customer.name": ["Name is required"],
        "customer.email": ["Please enter a valid email address"],
        "address.country": ["Please enter a valid country (an ISO code such as DE, or its English name)"],
      },
    });
    expect((await call(apiCustomers.loader, get("/api/customers"))).status).toBe(401);
    expect((await call(apiBulk.action, sendJson("POST", "/api/customers/bulk", { customers: [nested] }))).status).toBe(401);
  });

  it("bulk adds every customer, or none and names each bad one by index and field", async () => {
    const { token } = await signedInUser(db());
    const refused = await call(
      apiBulk.action,
      sendJson("POST", "/api/customers/bulk", { customers: [nested, { ...nested, label: "" }, nested, { ...nested, customer: { ...nested.customer, email: "nope" } }] }, token),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ "customers.1.label": ["Label is required"], "customers.3.customer.email": ["Please enter a valid email address"] });
    expect((await call(apiCustomers.loader, bearer("/api/customers", token))).body.total).toBe(0);

    const second = { ...nested, label: "Second", weight: 3 };
    const accepted = await call(apiBulk.action, sendJson("POST", "/api/customers/bulk", { customers: [nested, second] }, token));
    expect(accepted.status).toBe(201);
    expect(accepted.body).toEqual({ created: 2, customers: [{ id: expect.any(String), ...nested }, { id: expect.any(String), ...second }] });
    expect((await call(apiCustomers.loader, bearer("/api/customers", token))).body.total).toBe(2);
  });
});
