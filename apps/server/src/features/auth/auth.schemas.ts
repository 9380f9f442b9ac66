import { z } from "zod";

export const LoginBody = z.object({
  email: z.string().trim().min(1, "Email is required.").email("Email is invalid."),
  password: z.string().min(1, "Password is required.").max(1024),
});

export const SessionUser = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  vendorid: z.number().nullable(),
  customerid: z.number().nullable(),
});

export const LoginResponse = z.object({
  accessToken: z.string(),
  expiresIn: z.number(),
  user: SessionUser,
});
export type LoginResponse = z.infer<typeof LoginResponse>;
