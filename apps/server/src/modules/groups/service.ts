import type {
  TGroup,
  TGroupCandidatesResponse,
  TGroupListResponse,
  ZGroupInput,
} from "@bazin/shared/contracts/groups";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { ensureGroupRoom } from "../chat/rooms.ts";
import { toGroup, toGroupPerson } from "./presenter.ts";
import {
  countActiveWithRole,
  deleteGroup,
  findGroupWithMembers,
  GROUP_NAME_KEY,
  type GroupMemberRole,
  insertGroup,
  isGroupNameTaken,
  listActiveByRole,
  listGroupsWithMembers,
  replaceMembers,
  updateGroup,
} from "./repository.ts";

type Input = z.output<typeof ZGroupInput>;

const nameTaken = () => new AppError("GROUP_NAME_TAKEN", 409, {}, { name: "groupNameTaken" });

export async function listGroups(ctx: AppContext): Promise<TGroupListResponse> {
  const { groups, members } = await listGroupsWithMembers(ctx.db);
  return { items: groups.map((g) => toGroup(g, members)) };
}

/** Who the form may put in a group: active swimmer accounts and active coach accounts. */
export async function listGroupCandidates(ctx: AppContext): Promise<TGroupCandidatesResponse> {
  const [swimmers, coaches] = await Promise.all([
    listActiveByRole(ctx.db, "swimmer"),
    listActiveByRole(ctx.db, "coach"),
  ]);
  return { swimmers: swimmers.map(toGroupPerson), coaches: coaches.map(toGroupPerson) };
}

/** Swimmers must be active swimmer accounts and coaches active coach accounts; anything else is refused. */
async function checkMembers(tx: Tx, input: Input): Promise<{ userId: string; role: GroupMemberRole }[]> {
  const swimmerIds = [...new Set(input.swimmerIds)];
  const coachIds = [...new Set(input.coachIds)];
  const fields: Record<string, string> = {};
  if ((await countActiveWithRole(tx, swimmerIds, "swimmer")) !== swimmerIds.length)
    fields.swimmerIds = "invalid";
  if ((await countActiveWithRole(tx, coachIds, "coach")) !== coachIds.length) fields.coachIds = "invalid";
  if (Object.keys(fields).length > 0) throw new AppError("VALIDATION_ERROR", 400, {}, fields);
  return [
    ...swimmerIds.map((userId) => ({ userId, role: "swimmer" as const })),
    ...coachIds.map((userId) => ({ userId, role: "coach" as const })),
  ];
}

/** A lost race on the name (checked first, the unique index decides) is the same 409 as a plain duplicate. */
async function orNameTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, GROUP_NAME_KEY)) throw nameTaken();
    throw error;
  }
}

/** Who is in a group, as counts: the audit entry's facts (no names: the log keeps no personal data itself). */
const memberCounts = (input: Input) => ({
  swimmers: new Set(input.swimmerIds).size,
  coaches: new Set(input.coachIds).size,
});

/** Creates a group with its members and, in the same transaction, its chat room (the one link, chat/rooms.ts). */
export async function createGroup(ctx: AppContext, actor: AuditActor, input: Input): Promise<TGroup> {
  const id = await orNameTaken(() =>
    inTransaction(ctx.db, async (tx) => {
      if (await isGroupNameTaken(tx, input.name)) throw nameTaken();
      const members = await checkMembers(tx, input);
      const group = await insertGroup(tx, {
        name: input.name,
        description: input.description,
        color: input.color,
        createdAt: ctx.clock.now(),
      });
      await replaceMembers(tx, group.id, members);
      await ensureGroupRoom(tx, group.id);
      await recordAudit(
        tx,
        actor,
        { action: "group.create", targetType: "group", targetId: group.id, detail: memberCounts(input) },
        ctx.clock.now(),
      );
      return group.id;
    }),
  );
  return readGroup(ctx, id);
}

/** Edits a group; the member lists replace the old ones (so removing a swimmer takes them out of the room). */
export async function editGroup(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  input: Input,
): Promise<TGroup> {
  await orNameTaken(() =>
    inTransaction(ctx.db, async (tx) => {
      if (await isGroupNameTaken(tx, input.name, id)) throw nameTaken();
      const members = await checkMembers(tx, input);
      const group = await updateGroup(tx, id, {
        name: input.name,
        description: input.description,
        color: input.color,
      });
      if (!group) throw new AppError("NOT_FOUND", 404);
      await replaceMembers(tx, id, members);
      // Groups made before the chat existed get their room on their next edit.
      await ensureGroupRoom(tx, id);
      await recordAudit(
        tx,
        actor,
        { action: "group.update", targetType: "group", targetId: id, detail: memberCounts(input) },
        ctx.clock.now(),
      );
    }),
  );
  return readGroup(ctx, id);
}

/** Deletes a group; its members and its chat room (with its messages) go by cascade. */
export async function removeGroup(ctx: AppContext, actor: AuditActor, id: string): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const group = await deleteGroup(tx, id);
    if (!group) throw new AppError("NOT_FOUND", 404);
    // The name goes in the entry: once the group is gone, nothing else says which group it was.
    await recordAudit(
      tx,
      actor,
      { action: "group.delete", targetType: "group", targetId: id, detail: { name: group.name } },
      ctx.clock.now(),
    );
  });
}

async function readGroup(ctx: AppContext, id: string): Promise<TGroup> {
  const found = await findGroupWithMembers(ctx.db, id);
  if (!found) throw new AppError("NOT_FOUND", 404);
  return toGroup(found.group, found.members);
}
