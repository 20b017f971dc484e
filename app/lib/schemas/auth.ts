import { z } from "zod";

// The spec's validation messages (§5), shared by forms, their server actions and the REST API.

const email = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .pipe(z.email("Please enter a valid email address").max(254, "Email address is too long"));

const newPassword = z
  .string({ error: "Password must be at least 6 characters" })
  .min(6, "Password must be at least 6 characters")
  // argon2 cost grows with input; no real password is this long.
  .max(128, "Password must be at most 128 characters");

export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(40, "Username must be at most 40 characters")
  .regex(/^[a-zA-Z0-9._-]+$/, "Username may contain letters, digits, dots, dashes and underscores only");

const fullName = z
  .string({ error: "Full name must be at least 2 characters" })
  .trim()
  .min(2, "Full name must be at least 2 characters")
  .max(120, "Full name must be at most 120 characters");

export const loginSchema = z.object({
  identifier: z.string({ error: "Email or Username is required" }).trim().min(1, "Email or Username is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
  redirectTo: z.string().optional(),
});

export const registerSchema = z
  .object({
    fullName,
    email,
    password: newPassword,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1),
    password: newPassword,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
    newPassword,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });

export const profileSchema = z.object({ fullName, username: usernameSchema, email });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
