import { z } from "zod";
import { ZRole } from "./auth.ts";

/** Accounts management (admin only): list, role changes, deactivation. Invitations use /api/auth/invitations. */

export const ZAccountListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  role: ZRole.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZAccount = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  role: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZAccountPage = z.object({
  items: z.array(ZAccount),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAccountPage = z.infer<typeof ZAccountPage>;

export const ZAccountParams = z.object({ id: z.uuid() });
export const ZAccountRoleRequest = z.object({ role: ZRole });
export const ZAccountActiveRequest = z.object({ active: z.boolean() });
