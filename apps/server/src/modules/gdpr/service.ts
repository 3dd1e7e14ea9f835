import type { AppContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { findCurrentGdprVersion, type GdprVersionRow } from "./repository.ts";

/**
 * The privacy policy in force: the newest version. Start-up seeds version 1 on an empty database
 * (db/seed/required.ts), so a missing one means a database that skipped it.
 */
export async function getCurrentGdprVersion(ctx: AppContext): Promise<GdprVersionRow> {
  const row = await findCurrentGdprVersion(ctx.db);
  if (!row) throw new AppError("GDPR_VERSION_NOT_FOUND", 404);
  return row;
}
