import { afterCommit } from "../db/transaction.ts";
import { queueOwedPolicyNotices } from "../modules/gdpr/notice.ts";
import type { DailyJob } from "./scheduler.ts";

/**
 * The catch-up of the policy and terms notices (spec §1, §9): each publication queues its notices right after
 * it commits (modules/gdpr/notice.ts); when that run failed or the instance stopped midway, this queues what
 * is still owed for the versions not yet in force. Nobody is mailed twice (policy_notices).
 */
export const policyNoticesCatchUp: DailyJob = {
  name: "gdpr.policy-notices",
  async run(tx, _today, ctx) {
    const queued = await queueOwedPolicyNotices(ctx, tx);
    if (queued > 0) afterCommit(tx, () => ctx.mail.kick());
    return { queued };
  },
};
