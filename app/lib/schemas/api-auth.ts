import { z } from "zod";
import { registerSchema, usernameSchema } from "./auth.ts";

// Request bodies of /api/auth/*. The spec's calls use snake_case; camelCase is accepted too.

export const apiLoginSchema = z
  .object({
    email: z.string().optional(),
    username: z.string().optional(),
    password: z.string({ error: "Password is required" }).min(1, "Password is required"),
  })
  .transform((body, ctx) => {
    const identifier = (body.email ?? body.username ?? "").trim();
    if (!identifier) ctx.addIssue({ code: "custom", path: ["email"], message: "Email or Username is required" });
    return { identifier, password: body.password };
  });

export const apiRegisterSchema = z
  .object({
    email: z.unknown(),
    password: z.unknown(),
    full_name: z.unknown().optional(),
    fullName: z.unknown().optional(),
    confirm_password: z.unknown().optional(),
    confirmPassword: z.unknown().optional(),
  })
  .transform((body) => ({
    fullName: body.full_name ?? body.fullName,
    email: body.email,
    password: body.password,
    // An API client that sends no confirmation has nothing to mistype.
    confirmPassword: body.confirm_password ?? body.confirmPassword ?? body.password,
  }))
  .pipe(registerSchema);

export const apiProfileSchema = z
  .object({
    full_name: z.string().trim().min(2, "Full name must be at least 2 characters").max(120).optional(),
    fullName: z.string().trim().min(2, "Full name must be at least 2 characters").max(120).optional(),
    username: usernameSchema.optional(),
    email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address")).optional(),
  })
  .strict();

export const apiPasswordChangeSchema = z.object({
  password: z.string().min(6, "Password must be at least 6 characters").max(128, "Password must be at most 128 characters"),
  current_password: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
});

export const apiRequestResetSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address")),
});

export const apiResetPasswordSchema = z.object({
  token: z.string({ error: "Token is required" }).min(1, "Token is required"),
  new_password: z.string().min(6, "Password must be at least 6 characters").max(128, "Password must be at most 128 characters"),
});
