import type { TAccount, TAccountPage } from "@bazin/shared/contracts/accounts";
import type { Role } from "@bazin/shared/domain/roles";
import type { AppContext } from "../../app-context.ts";
import { afterCommit, inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { deleteUserSessions } from "../auth/sessions.repository.ts";
import { findUserById } from "../users/repository.ts";
import { type AccountRow, listAccounts, setAccountActive, setAccountRole } from "./repository.ts";

function toAccount(row: AccountRow): TAccount {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function accountPage(
  ctx: AppContext,
  query: { q?: string; role?: string; page: number; pageSize: number },
): Promise<TAccountPage> {
  const { rows, total } = await listAccounts(ctx.db, query, query.page, query.pageSize);
  return { items: rows.map(toAccount), total, page: query.page, pageSize: query.pageSize };
}

/** An admin cannot demote or deactivate themselves: the club must never be left without its administrator. */
function refuseSelf(actor: AuditActor, id: string) {
  if (actor.id === id) throw new AppError("ACCOUNT_SELF_CHANGE", 409);
}

/** Changes an account's role; its sessions take the new role at once (the cache forgets the user). */
export async function changeAccountRole(ctx: AppContext, actor: AuditActor, id: string, role: Role) {
  refuseSelf(actor, id);
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (tx) => {
    const current = await findUserById(tx, id);
    if (!current) throw new AppError("ACCOUNT_NOT_FOUND", 404);
    const updated = await setAccountRole(tx, id, role, now);
    await recordAudit(
      tx,
      actor,
      {
        action: "account.role",
        targetType: "account",
        targetId: id,
        detail: { from: current.role, to: role },
      },
      now,
    );
    afterCommit(tx, () => ctx.sessionCache?.forgetUser(id));
    return updated!;
  });
  return toAccount(row);
}

/** Deactivates (ending every session of the account) or reactivates an account. */
export async function changeAccountActive(ctx: AppContext, actor: AuditActor, id: string, active: boolean) {
  refuseSelf(actor, id);
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (tx) => {
    const updated = await setAccountActive(tx, id, active, now);
    if (!updated) throw new AppError("ACCOUNT_NOT_FOUND", 404);
    if (!active) await deleteUserSessions(tx, id);
    await recordAudit(
      tx,
      actor,
      { action: active ? "account.reactivate" : "account.deactivate", targetType: "account", targetId: id },
      now,
    );
    afterCommit(tx, () => ctx.sessionCache?.forgetUser(id));
    return updated;
  });
  return toAccount(row);
}
