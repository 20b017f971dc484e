// The REST API's contract, served at /api/openapi.json. Each issue that adds
// endpoints adds them here.

const error = {
  description: "Error",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
};

const json = (schema: object) => ({ content: { "application/json": { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const openApiDocument = {
  openapi: "3.1.0",
  info: { title: "Orderbench API", version: "1.0.0" },
  servers: [{ url: "/api" }],
  components: {
    securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "access_token from POST /auth/login" } },
    schemas: {
      Error: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["message"],
            properties: {
              message: { type: "string" },
              fields: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
            },
          },
        },
      },
      User: {
        type: "object",
        required: ["id", "email", "username", "full_name", "role", "status", "created_at", "last_login", "login_count"],
        properties: {
          id: { type: "string", format: "uuid" },
          email: { type: "string", format: "email" },
          username: { type: "string" },
          full_name: { type: "string" },
          role: { type: "string", enum: ["admin", "member"] },
          status: { type: "string", enum: ["active", "disabled"] },
          created_at: { type: "string", format: "date-time" },
          last_login: { type: ["string", "null"], format: "date-time" },
          login_count: { type: "integer" },
        },
      },
      Sku: {
        type: "object",
        required: ["id", "sku", "title", "tags", "price", "minQuantity", "maxQuantity", "weight", "active"],
        properties: {
          id: { type: "string", format: "uuid" },
          sku: { type: "string", maxLength: 100 },
          title: { type: "string" },
          tags: { type: "array", items: { type: "string" } },
          price: { type: "number", minimum: 0, description: "Dollars, at most 2 decimals" },
          minQuantity: { type: "integer", minimum: 1 },
          maxQuantity: { type: "integer", minimum: 1 },
          weight: { type: "number", minimum: 0, description: "Kilograms" },
          active: { type: "boolean" },
        },
      },
      ShopifyImport: {
        type: "object",
        required: ["id", "status", "created", "updated", "derived", "pages", "error", "startedAt", "finishedAt"],
        properties: {
          id: { type: "string", format: "uuid" },
          status: { type: "string", enum: ["running", "completed", "failed"] },
          created: { type: "integer", description: "SKUs created so far" },
          updated: { type: "integer", description: "SKUs updated so far" },
          derived: { type: "integer", description: "SKU codes made from the product handle and option values (the variant had none)" },
          pages: { type: "integer", description: "Pages of products.json read so far" },
          error: { type: ["string", "null"], description: "Why a failed import stopped" },
          startedAt: { type: "string", format: "date-time" },
          finishedAt: { type: ["string", "null"], format: "date-time" },
        },
      },
      Customer: {
        type: "object",
        required: ["id", "label", "customer", "address", "weight", "active"],
        description: "Requests may also send the fields flat ({ label, name, email, address1, … }) or in snake_case (address_1, zip).",
        properties: {
          id: { type: "string", format: "uuid", readOnly: true },
          label: { type: "string", maxLength: 100 },
          customer: {
            type: "object",
            required: ["name", "email"],
            properties: { name: { type: "string" }, email: { type: "string", format: "email" }, phone: { type: ["string", "null"] } },
          },
          address: {
            type: "object",
            required: ["address1", "city", "postcode", "country"],
            properties: {
              address1: { type: "string" },
              address2: { type: ["string", "null"] },
              city: { type: "string" },
              postcode: { type: "string" },
              country: { type: "string", description: "ISO 3166-1 alpha-2 code; requests may send an English country name" },
            },
          },
          weight: { type: "number", minimum: 0, default: 1, description: "How often random selection picks this customer" },
          active: { type: "boolean", default: true },
        },
      },
      Session: {
        type: "object",
        required: ["access_token", "user"],
        properties: { access_token: { type: "string" }, user: ref("User") },
      },
      Settings: {
        type: "object",
        description: "The signed-in user's own settings. Tokens are write-only: answers say only whether one is saved and its last 4 characters (null for tokens under 8 characters).",
        required: ["neuro", "shopify"],
        properties: {
          neuro: {
            type: "object",
            properties: {
              base_url: { type: "string", format: "uri", description: "Defaults to the built-in sandbox, <app origin>/sandbox" },
              token_saved: { type: "boolean" },
              token_last4: { type: ["string", "null"] },
              store_id: { type: "string" },
              channel_id: { type: "string" },
              orders_endpoint: { type: "string", default: "/api/v1/orders" },
            },
          },
          shopify: {
            type: "object",
            properties: {
              shop_domain: { type: "string", description: "my-shop.myshopify.com (https), or a full http(s) URL base" },
              access_token_saved: { type: "boolean" },
              access_token_last4: { type: ["string", "null"] },
              api_version: { type: "string", default: "2023-10" },
            },
          },
        },
      },
      ConnectionTestResult: {
        type: "object",
        required: ["success", "message"],
        properties: { success: { type: "boolean" }, message: { type: "string" } },
      },
    },
  },
  paths: {
    "/skus": {
      get: {
        summary: "List SKUs (search, sort, paging)",
        security: [{ bearer: [] }],
        parameters: ["q", "sort", "dir", "page", "size"].map((name) => ({ name, in: "query", schema: { type: "string" } })),
        responses: {
          200: {
            description: "A page of SKUs",
            ...json({ type: "object", properties: { skus: { type: "array", items: ref("Sku") }, total: { type: "integer" }, page: { type: "integer" }, size: { type: "integer" } } }),
          },
          401: error,
        },
      },
      post: {
        summary: "Create a SKU (snake_case accepted)",
        security: [{ bearer: [] }],
        requestBody: json(ref("Sku")),
        responses: { 201: { description: "Created", ...json(ref("Sku")) }, 401: error, 409: error, 422: error },
      },
    },
    "/skus/{id}": {
      get: { summary: "One SKU", security: [{ bearer: [] }], responses: { 200: { description: "SKU", ...json(ref("Sku")) }, 401: error, 404: error } },
      put: {
        summary: "Update a SKU",
        security: [{ bearer: [] }],
        requestBody: json(ref("Sku")),
        responses: { 200: { description: "Updated", ...json(ref("Sku")) }, 401: error, 404: error, 409: error, 422: error },
      },
      delete: { summary: "Delete a SKU", security: [{ bearer: [] }], responses: { 204: { description: "Deleted" }, 401: error, 404: error } },
    },
    "/skus/import-shopify": {
      get: {
        summary: "The latest Shopify import of the user (poll it while it runs)",
        security: [{ bearer: [] }],
        responses: { 200: { description: "Latest import", ...json(ref("ShopifyImport")) }, 401: error, 404: error },
      },
      post: {
        summary: "Start importing SKUs from the saved Shopify store (one SKU per variant), in the background",
        description:
          "Pages through GET /admin/api/{version}/products.json of the store saved with PUT /admin/settings { shopify }. Progress and the result go to the logs and to GET /skus/import-shopify.",
        security: [{ bearer: [] }],
        responses: {
          202: { description: "Started", ...json(ref("ShopifyImport")) },
          401: error,
          409: { ...error, description: "An import is already running" },
          422: { ...error, description: "No store settings saved" },
        },
      },
    },
    "/skus/upload-csv": {
      post: {
        summary: "Import SKUs from a CSV (simple format or Shopify product export), all or nothing",
        security: [{ bearer: [] }],
        requestBody: { content: { "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", format: "binary" } } } } } },
        responses: {
          200: { description: "Imported", ...json({ type: "object", properties: { format: { type: "string" }, created: { type: "integer" }, updated: { type: "integer" }, derived: { type: "integer" } } }) },
          400: error,
          401: error,
          422: { description: "Nothing imported; error.rows lists each bad row (row, column, message)" },
        },
      },
    },
    "/customers": {
      get: {
        summary: "List test customers (search on label, name, email, city or country; sort; paging)",
        security: [{ bearer: [] }],
        parameters: ["q", "sort", "dir", "page", "size"].map((name) => ({ name, in: "query", schema: { type: "string" } })),
        responses: {
          200: {
            description: "A page of customers",
            ...json({ type: "object", properties: { customers: { type: "array", items: ref("Customer") }, total: { type: "integer" }, page: { type: "integer" }, size: { type: "integer" } } }),
          },
          401: error,
        },
      },
      post: {
        summary: "Create a customer",
        security: [{ bearer: [] }],
        requestBody: json(ref("Customer")),
        responses: { 201: { description: "Created", ...json(ref("Customer")) }, 401: error, 422: error },
      },
    },
    "/customers/{id}": {
      get: { summary: "One customer", security: [{ bearer: [] }], responses: { 200: { description: "Customer", ...json(ref("Customer")) }, 401: error, 404: error } },
      put: {
        summary: "Update a customer",
        security: [{ bearer: [] }],
        requestBody: json(ref("Customer")),
        responses: { 200: { description: "Updated", ...json(ref("Customer")) }, 401: error, 404: error, 422: error },
      },
      delete: { summary: "Delete a customer", security: [{ bearer: [] }], responses: { 204: { description: "Deleted" }, 401: error, 404: error } },
    },
    "/customers/bulk": {
      post: {
        summary: "Create many customers, all or nothing (a 422 names each bad field as customers.<index>.<field>)",
        security: [{ bearer: [] }],
        requestBody: json({ type: "object", required: ["customers"], properties: { customers: { type: "array", maxItems: 100000, items: ref("Customer") } } }),
        responses: {
          201: { description: "Created", ...json({ type: "object", properties: { created: { type: "integer" }, customers: { type: "array", items: ref("Customer") } } }) },
          401: error,
          422: error,
        },
      },
    },
    "/admin/settings": {
      get: {
        summary: "The signed-in user's dispatch (neuro) and store (shopify) settings, tokens masked. Any signed-in user, for their own settings.",
        security: [{ bearer: [] }],
        responses: { 200: { description: "Settings", ...json(ref("Settings")) }, 401: error },
      },
      put: {
        summary: "Save { neuro } or { shopify } (or both), snake_case or camelCase. Fields left out keep their saved values; a token left out, null or blank keeps the saved token.",
        security: [{ bearer: [] }],
        requestBody: json({
          type: "object",
          properties: {
            neuro: {
              type: "object",
              properties: {
                base_url: { type: "string", format: "uri", description: "http or https" },
                token: { type: "string" },
                store_id: { type: "string" },
                channel_id: { type: "string" },
                orders_endpoint: { type: "string" },
              },
            },
            shopify: {
              type: "object",
              properties: { shop_domain: { type: "string" }, access_token: { type: "string" }, api_version: { type: "string", pattern: "^(\\d{4}-\\d{2}|unstable)$" } },
            },
          },
        }),
        responses: { 200: { description: "Saved; the settings as now stored", ...json(ref("Settings")) }, 400: error, 401: error, 422: error },
      },
    },
    "/test-connection": {
      post: {
        summary: "Test the dispatch API: an authenticated GET of base_url (10 s timeout). Left-out fields are the saved ones; the form's other fields are accepted.",
        security: [{ bearer: [] }],
        requestBody: json({
          type: "object",
          properties: { base_url: { type: "string", format: "uri" }, token: { type: "string" }, store_id: { type: "string" }, channel_id: { type: "string" }, orders_endpoint: { type: "string" } },
        }),
        responses: { 200: { description: "The test ran; success says how it went", ...json(ref("ConnectionTestResult")) }, 400: error, 401: error, 422: error },
      },
    },
    "/test-shopify-connection": {
      post: {
        summary: "Test the store: GET /admin/api/{apiVersion}/shop.json with the access token (10 s timeout). Left-out fields are the saved ones.",
        security: [{ bearer: [] }],
        requestBody: json({
          type: "object",
          properties: { shopDomain: { type: "string" }, accessToken: { type: "string" }, apiVersion: { type: "string" } },
        }),
        responses: { 200: { description: "The test ran; success says how it went", ...json(ref("ConnectionTestResult")) }, 400: error, 401: error, 422: error },
      },
    },
    "/auth/login": {
      post: {
        summary: "Sign in with an email or username",
        requestBody: json({
          type: "object",
          required: ["email", "password"],
          properties: { email: { type: "string", description: "Email or username" }, password: { type: "string" } },
        }),
        responses: { 200: { description: "Signed in", ...json(ref("Session")) }, 401: error, 403: error, 422: error, 429: error },
      },
    },
    "/auth/register": {
      post: {
        summary: "Create an account (the first one becomes the admin)",
        requestBody: json({
          type: "object",
          required: ["email", "password", "full_name"],
          properties: { email: { type: "string" }, password: { type: "string", minLength: 6 }, full_name: { type: "string", minLength: 2 } },
        }),
        responses: { 201: { description: "Created and signed in", ...json(ref("Session")) }, 409: error, 422: error },
      },
    },
    "/auth/me": {
      get: { summary: "The signed-in user", security: [{ bearer: [] }], responses: { 200: { description: "User", ...json(ref("User")) }, 401: error } },
      put: {
        summary: "Update profile fields, or the password with the current one",
        security: [{ bearer: [] }],
        requestBody: json({
          oneOf: [
            { type: "object", properties: { full_name: { type: "string" }, username: { type: "string" }, email: { type: "string" } } },
            { type: "object", required: ["password", "current_password"], properties: { password: { type: "string" }, current_password: { type: "string" } } },
          ],
        }),
        responses: { 200: { description: "Updated user", ...json(ref("User")) }, 401: error, 409: error, 422: error },
      },
    },
    "/auth/logout": {
      post: { summary: "Revoke the access token", security: [{ bearer: [] }], responses: { 204: { description: "Signed out" }, 401: error } },
    },
    "/auth/request-password-reset": {
      post: {
        summary: "Mail a reset link (same answer for unknown addresses)",
        requestBody: json({ type: "object", required: ["email"], properties: { email: { type: "string" } } }),
        responses: { 200: { description: "Accepted" }, 422: error },
      },
    },
    "/auth/reset-password": {
      post: {
        summary: "Set a new password with a reset token",
        requestBody: json({ type: "object", required: ["token", "new_password"], properties: { token: { type: "string" }, new_password: { type: "string" } } }),
        responses: { 200: { description: "Password changed" }, 400: error, 422: error },
      },
    },
  },
} as const;
