import type { TRegistrationResponse, ZSlotAvailabilityResponse } from "@bazin/shared/contracts/registration";
import { addDays, localDate } from "@bazin/shared/domain/club";
import { REGISTRATION_VALIDITY_DAYS } from "@bazin/shared/domain/registration";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuditActor, recordAudit } from "../audit/service.ts";
import { toRegistrationResponse } from "./presenter.ts";
import { countTakenBySlot, listActiveSlots, renewStudent } from "./repository.ts";

/** Live capacity of every offered slot (wizard step 3): places, places held by active students, places left. */
export async function slotAvailability(ctx: AppContext): Promise<z.infer<typeof ZSlotAvailabilityResponse>> {
  const today = localDate(ctx.clock.now());
  const [slots, taken] = await Promise.all([listActiveSlots(ctx.db), countTakenBySlot(ctx.db, today)]);
  return {
    slots: slots.map((slot) => {
      const held = taken.get(slot.id) ?? 0;
      return {
        slotId: slot.id,
        capacity: slot.capacity,
        taken: held,
        available: Math.max(0, slot.capacity - held),
      };
    }),
  };
}

/**
 * Renews a registration on request (spec §1 terms): active again for another 45 days from today, audited. An admin's
 * or coach's decision, so it does not re-check the slots' capacity.
 */
export async function renewRegistration(
  ctx: AppContext,
  actor: AuditActor,
  studentId: string,
): Promise<TRegistrationResponse> {
  const now = ctx.clock.now();
  const today = localDate(now);
  const validUntil = addDays(today, REGISTRATION_VALIDITY_DAYS);
  const student = await inTransaction(ctx.db, async (tx) => {
    const row = await renewStudent(tx, studentId, validUntil, now);
    if (!row) throw new AppError("STUDENT_NOT_FOUND", 404);
    await recordAudit(
      tx,
      actor,
      { action: "student.renew", targetType: "student", targetId: studentId, detail: { validUntil } },
      now,
    );
    return row;
  });
  return toRegistrationResponse(student, today);
}
