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
      Session: {
        type: "object",
        required: ["access_token", "user"],
        properties: { access_token: { type: "string" }, user: ref("User") },
      },
    },
  },
  paths: {
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
