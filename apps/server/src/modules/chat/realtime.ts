import { CHAT_RECEIPT_MESSAGE_HEADER } from "@bazin/shared/contracts/chat";
import type { ServerContext } from "../../app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { type ChatLog, requireRoom, sendMessage } from "./service.ts";

const TOPIC_PREFIX = "/topic/chat.";
const SEND_PREFIX = "/app/chat.";

/**
 * Plugs the chat into the real-time hub: who may SUBSCRIBE to `/topic/chat.<roomId>` (the room's members,
 * policy.ts) and what a SEND to `/app/chat.<roomId>` does (service.sendMessage). An AppError thrown here
 * goes back to the client as an ERROR frame with its code and translated message; the stored message goes
 * back on the RECEIPT.
 */
export function registerChatRealtime(ctx: ServerContext, log: ChatLog) {
  ctx.realtime.allowSubscribe(TOPIC_PREFIX, async (user, destination) => {
    try {
      await requireRoom(ctx, user, destination.slice(TOPIC_PREFIX.length));
      return true;
    } catch (err) {
      if (err instanceof AppError) return false;
      throw err;
    }
  });
  ctx.realtime.onSend(SEND_PREFIX, async (user, destination, body) => {
    const message = await sendMessage(ctx, user, destination.slice(SEND_PREFIX.length), body, log);
    // The stored message (the first one, for a repeated key) answers the SEND's receipt.
    return { [CHAT_RECEIPT_MESSAGE_HEADER]: JSON.stringify(message) };
  });
}
