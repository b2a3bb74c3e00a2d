import { z } from "zod";

// Spec section 5. The client forms and the server routes import these same schemas,
// so every validation message exists once.

export const loginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});
export type LoginInput = z.infer<typeof loginSchema>;

const passwordRule = z
  .string({ error: "Password must be at least 6 characters" })
  .min(6, "Password must be at least 6 characters")
  .max(100, "Password is too long");

/** What POST /api/register accepts. The confirmation never leaves the browser. */
export const registerSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(50, "Username is too long")
    .regex(/^[A-Za-z0-9._-]+$/, "Username may only contain letters, numbers, dots, dashes and underscores"),
  email: z.string({ error: "Invalid email format" }).trim().toLowerCase().email("Invalid email format").max(254, "Invalid email format"),
  password: passwordRule,
  firstName: z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(100, "First name is too long"),
  lastName: z.string({ error: "Last name is required" }).trim().min(1, "Last name is required").max(100, "Last name is too long"),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The sign-up form: the server's fields plus a confirmation that must match. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(1, "Please confirm your password") })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
    newPassword: z
      .string({ error: "New password must be at least 6 characters" })
      .min(6, "New password must be at least 6 characters")
      .max(100, "Password is too long"),
    confirmPassword: z
      .string({ error: "Confirm password must be at least 6 characters" })
      .min(6, "Confirm password must be at least 6 characters"),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The current user as every auth call returns it: never the password hash. */
export type PublicUser = {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: "user" | "admin" | "translator";
  disabled: boolean;
  createdAt: string;
  verificationRequired?: boolean;
};

/** PATCH /api/user: what a customer may change on Account Settings. */
export const updateProfileSchema = registerSchema.pick({ firstName: true, lastName: true, email: true });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
