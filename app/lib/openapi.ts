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
      Session: {
        type: "object",
        required: ["access_token", "user"],
        properties: { access_token: { type: "string" }, user: ref("User") },
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
