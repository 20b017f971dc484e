import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { changePasswordSchema, loginSchema, profileSchema, registerSchema } from "../../app/lib/schemas/auth.ts";
import { apiLoginSchema, apiRegisterSchema } from "../../app/lib/schemas/api-auth.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], fields: Record<string, string>) => {
  const submission = parseWithZod(form(fields), { schema });
  return (submission.status === "error" ? submission.error : null) ?? {};
};

describe("login form", () => {
  it("requires both fields with the spec's messages", () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      identifier: ["Email or Username is required"],
      password: ["Password is required"],
    });
  });

  it("accepts an email or a username", () => {
    expect(errorsOf(loginSchema, { identifier: "ada", password: "x" })).toEqual({});
  });
});

describe("registration form", () => {
  it("reports each rule with the spec's message", () => {
    expect(errorsOf(registerSchema, { fullName: "A", email: "not-an-email", password: "12345", confirmPassword: "54321" })).toEqual({
      fullName: ["Full name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
      confirmPassword: ["Passwords don't match"],
    });
  });

  it("puts a mismatch on the confirm field", () => {
    expect(errorsOf(registerSchema, { fullName: "Ada", email: "ada@example.com", password: "123456", confirmPassword: "1234567" })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it("normalises the email to lower case", () => {
    const submission = parseWithZod(form({ fullName: "Ada", email: " Ada@Example.COM ", password: "123456", confirmPassword: "123456" }), {
      schema: registerSchema,
    });
    expect(submission.status === "success" && submission.value.email).toBe("ada@example.com");
  });
});

describe("other account forms", () => {
  it("checks the new password's confirmation", () => {
    expect(errorsOf(changePasswordSchema, { currentPassword: "old", newPassword: "1234567", confirmPassword: "x" })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it("limits usernames to URL-safe characters", () => {
    expect(errorsOf(profileSchema, { fullName: "Ada", username: "ada lovelace", email: "ada@example.com" }).username).toEqual([
      "Username may contain letters, digits, dots, dashes and underscores only",
    ]);
  });
});

describe("API bodies", () => {
  it("reads login's email field as email or username", () => {
    expect(apiLoginSchema.parse({ email: "ada", password: "pw" })).toEqual({ identifier: "ada", password: "pw" });
    expect(apiLoginSchema.safeParse({ password: "pw" }).success).toBe(false);
  });

  it("takes snake_case and camelCase names at registration", () => {
    const snake = apiRegisterSchema.parse({ email: "a@example.com", password: "123456", full_name: "Ada" });
    const camel = apiRegisterSchema.parse({ email: "a@example.com", password: "123456", fullName: "Ada" });
    expect(snake).toEqual(camel);
  });
});
