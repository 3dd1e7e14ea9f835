import { z } from "zod";

/**
 * Every error the API returns has this shape. `code` is stable (clients branch on it), `message` is localized
 * from the request's language, `fields` maps a form field to a `validation` translation key.
 */
export const ZErrorResponse = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZOkResponse = z.object({ ok: z.literal(true) });

export const ZCsrfResponse = z.object({ token: z.string(), headerName: z.literal("X-XSRF-TOKEN") });
export type TCsrfResponse = z.infer<typeof ZCsrfResponse>;

export const ZHealthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.enum(["ok", "down"]),
});
