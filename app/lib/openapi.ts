// The REST API's contract, served at /api/openapi.json. Each issue that adds
// endpoints adds them here.

const error = {
  description: "Error",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
};

const json = (schema: object) => ({ content: { "application/json": { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

// A customer's contact and address, as customer profiles, generation requests and orders all carry them.
const contactProperties = { name: { type: "string" }, email: { type: "string", format: "email" }, phone: { type: ["string", "null"] } };
const addressProperties = (countryDescription: string) => ({
  address1: { type: "string" },
  address2: { type: ["string", "null"] },
  city: { type: "string" },
  postcode: { type: "string" },
  country: { type: "string", description: countryDescription },
});

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
            properties: contactProperties,
          },
          address: {
            type: "object",
            required: ["address1", "city", "postcode", "country"],
            properties: {
              ...addressProperties("ISO 3166-1 alpha-2 code; requests may send an English country name"),
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
      DispatchOrderPayload: {
        type: "object",
        description:
          "One generated order as POSTed to the dispatch API: POST {base_url}{orders_endpoint}, JSON, `Authorization: Bearer <token>`, `Idempotency-Key: <stable per order and job>`. Money is a JSON number in dollars with at most 2 decimals.",
        required: ["order_number", "external_id", "store_id", "channel_id", "created_at", "currency", "customer", "shipping_address", "shipping_method", "line_items", "totals", "tags", "test"],
        properties: {
          order_number: { type: "string", examples: ["OB-42-001"], description: "OB-{seed}-{position}" },
          external_id: { type: "string", format: "uuid", description: "Drawn from the seed; a repushed order keeps it" },
          store_id: { type: "string" },
          channel_id: { type: "string" },
          created_at: { type: "string", format: "date-time" },
          currency: { type: "string", examples: ["USD"] },
          customer: {
            type: "object",
            required: ["name", "email", "phone"],
            properties: contactProperties,
          },
          shipping_address: {
            type: "object",
            required: ["name", "address1", "address2", "city", "postcode", "country"],
            properties: {
              name: { type: "string" },
              ...addressProperties("ISO 3166-1 alpha-2 code"),
            },
          },
          shipping_method: { type: "string", enum: ["Free Shipping", "Standard Shipping", "Express Shipping", "Next Day Delivery"] },
          line_items: {
            type: "array",
            minItems: 1,
            items: {
              type: "object",
              required: ["sku", "title", "quantity", "unit_price", "total"],
              properties: {
                sku: { type: "string" },
                title: { type: "string" },
                quantity: { type: "integer", minimum: 1 },
                unit_price: { type: "number" },
                total: { type: "number", description: "unit_price × quantity" },
              },
            },
          },
          totals: {
            type: "object",
            required: ["items", "shipping", "grand_total"],
            properties: {
              items: { type: "number", description: "Sum of the line totals" },
              shipping: { type: "number", description: "Fee of the shipping method" },
              grand_total: { type: "number", description: "items + shipping" },
            },
          },
          tags: { type: "array", items: { type: "string" }, description: "Always holds orderbench-test, and seed:{seed}" },
          test: { const: true },
        },
      },
      GeneratorConfiguration: {
        type: "object",
        description: "Spec §3 generator configuration. Out-of-range values are refused (422), not replaced.",
        properties: {
          totalOrders: { type: "integer", minimum: 1, maximum: 100, default: 10 },
          delaySeconds: { type: "integer", minimum: 0, maximum: 60, default: 1 },
          shippingOption: { type: "string", enum: ["free", "standard", "express", "next_day", "random"], default: "free" },
          minItemsPerOrder: { type: "integer", minimum: 1, maximum: 10, default: 1 },
          maxItemsPerOrder: { type: "integer", minimum: 1, maximum: 10, default: 5 },
          minQuantityPerItem: { type: "integer", minimum: 1, maximum: 10, default: 1 },
          maxQuantityPerItem: { type: "integer", minimum: 1, maximum: 10, default: 3 },
          useRandomCustomer: { type: "boolean", default: false, description: "A customer per order, drawn by weight among the active customers (invented ones when there are none)" },
          selectedCustomerId: { type: ["string", "null"], description: "An active customer of the user, used for every order when useRandomCustomer is false" },
          seed: { type: ["integer", "null"], minimum: 0, maximum: 4294967295, description: "Left out: one is drawn and stored on the job" },
        },
      },
      JobDestination: {
        type: "object",
        description: "Where the orders go. Each field left out, null or blank is taken from the saved dispatch settings (PUT /admin/settings { neuro }).",
        properties: {
          base_url: { type: "string", format: "uri" },
          token: { type: "string", writeOnly: true, description: "Stored encrypted with the job; never answered" },
          store_id: { type: "string" },
          channel_id: { type: "string" },
          orders_endpoint: { type: "string", examples: ["/api/v1/orders"] },
        },
      },
      GenerationRequest: {
        type: "object",
        description:
          "Spec §3 generation job request. Every field is optional. Without customer, each order gets a customer drawn by weight from customers (or, when customers is left out, from the user's active customers; invented ones when there are none).",
        properties: {
          order_count: { type: "integer", minimum: 1, maximum: 100, default: 10 },
          delay_seconds: { type: "integer", minimum: 0, maximum: 60, default: 1 },
          shipping_option: {
            type: "string",
            description: "free, standard, express, next_day or random, or a label: Free Shipping, Standard Shipping, Express Shipping, Next Day Delivery, Random Selection",
            default: "free",
          },
          max_skus_per_order: { type: "integer", minimum: 1, maximum: 10, default: 5, description: "The minimum is 1" },
          max_qty_per_item: { type: "integer", minimum: 1, maximum: 10, default: 3, description: "The minimum is 1" },
          sku_column: { type: ["string", "null"], description: "Accepted and ignored: the SKU codes come from skus" },
          skus: {
            type: "array",
            items: { type: "string" },
            description: "SKU codes to draw from; codes that are not active SKUs of the user are left out (none left: 'No SKUs available'). Left out: all active SKUs.",
          },
          customers: {
            type: "array",
            items: ref("Customer"),
            description: "Customer profiles (spec §3; ids are ignored, inactive ones left out) to draw each order's customer from, by weight",
          },
          customer: {
            type: "object",
            description: "A specific customer for every order (with shipping_address; not with customers). The job's config.selectedCustomerId then reads 'request:customer'.",
            required: ["name", "email"],
            properties: contactProperties,
          },
          shipping_address: {
            type: "object",
            required: ["address1", "city", "postcode", "country"],
            properties: {
              ...addressProperties("ISO 3166-1 alpha-2 code or English name; sent as the code"),
            },
          },
          seed: { type: ["integer", "null"], minimum: 0, maximum: 4294967295 },
        },
      },
      Job: {
        type: "object",
        description: "A job without its orders (token never included).",
        required: ["id", "status", "total", "sent", "succeeded", "failed", "config", "seed", "dry_run", "base_url", "orders_endpoint", "store_id", "channel_id", "repush_of", "error", "created_at", "updated_at", "started_at", "finished_at"],
        properties: {
          id: { type: "string", format: "uuid" },
          status: { type: "string", enum: ["pending", "running", "completed", "failed", "cancelled"] },
          total: { type: "integer" },
          sent: { type: "integer" },
          succeeded: { type: "integer" },
          failed: { type: "integer" },
          config: { allOf: [ref("GeneratorConfiguration")], description: "The configuration the orders were generated with, seed included" },
          seed: { type: "integer" },
          dry_run: { type: "boolean", description: "Orders recorded (status skipped), not sent; the job is completed at once" },
          base_url: { type: "string" },
          orders_endpoint: { type: "string" },
          store_id: { type: "string" },
          channel_id: { type: "string" },
          repush_of: { type: ["string", "null"], format: "uuid", description: "The failed job this one repushes" },
          error: { type: ["string", "null"] },
          created_at: { type: "string", format: "date-time" },
          updated_at: { type: "string", format: "date-time" },
          started_at: { type: ["string", "null"], format: "date-time" },
          finished_at: { type: ["string", "null"], format: "date-time" },
        },
      },
      JobOrder: {
        type: "object",
        description: "One order of a job and the result of sending it.",
        required: ["position", "order_number", "external_id", "idempotency_key", "status", "attempts", "http_status", "duration_ms", "response_excerpt", "error", "sent_at", "payload"],
        properties: {
          position: { type: "integer", minimum: 1 },
          order_number: { type: "string" },
          external_id: { type: "string" },
          idempotency_key: { type: "string", description: "Sent as Idempotency-Key on every attempt; fresh for a repushed order" },
          status: { type: "string", enum: ["pending", "succeeded", "failed", "skipped"] },
          attempts: { type: "integer" },
          http_status: { type: ["integer", "null"] },
          duration_ms: { type: ["integer", "null"] },
          response_excerpt: { type: ["string", "null"], description: "The first 2 KB of the last answer" },
          error: { type: ["string", "null"] },
          sent_at: { type: ["string", "null"], format: "date-time" },
          payload: ref("DispatchOrderPayload"),
        },
      },
      JobWithItems: {
        allOf: [ref("Job"), { type: "object", required: ["items"], properties: { items: { type: "array", items: ref("JobOrder") } } }],
      },
      JobCreated: {
        type: "object",
        required: ["job_id"],
        properties: { job_id: { type: "string", format: "uuid" } },
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
    "/jobs": {
      get: {
        summary: "List jobs (no items), newest first",
        security: [{ bearer: [] }],
        parameters: [
          { name: "status", in: "query", description: "Only jobs with this status; another value answers 400", schema: { type: "string", enum: ["pending", "running", "completed", "failed", "cancelled"] } },
          { name: "range", in: "query", description: "Created within the last …; another value answers 400", schema: { type: "string", enum: ["24h", "7d", "30d", "90d"], default: "7d" } },
          { name: "q", in: "query", description: "Part of the job id", schema: { type: "string" } },
          { name: "sort", in: "query", schema: { type: "string", enum: ["created_at", "status", "total", "duration"], default: "created_at" } },
          { name: "dir", in: "query", schema: { type: "string", enum: ["asc", "desc"], default: "desc" } },
          { name: "page", in: "query", schema: { type: "integer", minimum: 1, default: 1 } },
          { name: "size", in: "query", schema: { type: "integer", enum: [10, 25, 50, 100], default: 25 } },
        ],
        responses: {
          200: {
            description: "A page of jobs",
            ...json({ type: "object", properties: { jobs: { type: "array", items: ref("Job") }, total: { type: "integer" }, page: { type: "integer" }, size: { type: "integer" } } }),
          },
          400: error,
          401: error,
        },
      },
      post: {
        summary: "Generate orders and start a job that sends them (dry_run: record them only)",
        description:
          "The body is either the generation request (snake_case) or the generator configuration (camelCase; a body with any of its keys is read as one, and may not mix in generation request keys). Both take dry_run and the destination fields. 422 for invalid fields (error.fields), and for a generation that cannot start: error.title is the spec's title ('No SKUs available', 'No customers available', 'Customer not available', 'Dispatch API not configured') and error.message reads '<title>: <message>'.",
        security: [{ bearer: [] }],
        requestBody: json({
          oneOf: [
            { allOf: [ref("GenerationRequest"), ref("JobDestination"), { type: "object", properties: { dry_run: { type: "boolean", default: false } } }] },
            { allOf: [ref("GeneratorConfiguration"), ref("JobDestination"), { type: "object", properties: { dry_run: { type: "boolean", default: false } } }] },
          ],
        }),
        responses: { 201: { description: "Created", ...json(ref("JobCreated")) }, 400: error, 401: error, 422: error },
      },
    },
    "/jobs/{id}": {
      get: { summary: "One job with its orders as items", security: [{ bearer: [] }], responses: { 200: { description: "Job", ...json(ref("JobWithItems")) }, 401: error, 404: error } },
      delete: {
        summary: "Delete a job and its orders; a queued send is taken off the queue, a running one stops before its next order",
        security: [{ bearer: [] }],
        responses: { 204: { description: "Deleted" }, 401: error, 404: error },
      },
    },
    "/jobs/{id}/cancel": {
      post: {
        summary: "Cancel a pending or running job (it stops before its next order)",
        security: [{ bearer: [] }],
        responses: { 200: { description: "The job: cancelled, or unchanged when it had already finished", ...json(ref("Job")) }, 401: error, 404: error },
      },
    },
    "/jobs/{id}/repush": {
      post: {
        summary: "A new job of exactly the failed orders (same payloads and external_id, fresh idempotency keys), linked by repush_of",
        security: [{ bearer: [] }],
        responses: { 201: { description: "Created", ...json(ref("JobCreated")) }, 401: error, 404: error, 409: { ...error, description: "Only failed jobs can be repushed" } },
      },
    },
    "/jobs/{id}/export.json": {
      get: {
        summary: "Download job_{id}.json: the job with every order's payload and result",
        security: [{ bearer: [] }],
        responses: { 200: { description: "Attachment job_{id}.json", ...json(ref("JobWithItems")) }, 401: error, 404: error },
      },
    },
    "/jobs/{id}/export.csv": {
      get: {
        summary: "Download job_{id}.csv: one row per order",
        security: [{ bearer: [] }],
        responses: {
          200: {
            description:
              "Attachment job_{id}.csv with the columns order_number, status, http_status, attempts, duration_ms, skus ('TEE-1 x 2; CAP-3 x 1'), total (grand total, 2 decimals), response_excerpt",
            content: { "text/csv": { schema: { type: "string" } } },
          },
          401: error,
          404: error,
        },
      },
    },
  },
} as const;
