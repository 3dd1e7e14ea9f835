import type { PlanStatus } from "@bazin/shared/domain/training/plan-rules";
import { Badge } from "@mantine/core";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { PLAN_STATUS_COLORS } from "../../../components/training/zone-colors.ts";

/**
 * A plan's status as a filled badge in its colour. Dark shades carry white text; yellow (paused) is too light
 * for white at any shade, so it takes a light shade and black text (autoContrast) — 4.5:1 either way.
 */
export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  const words = useHubWords();
  const color = PLAN_STATUS_COLORS[status];
  return (
    <Badge
      variant="filled"
      color={`${color}.${color === "yellow" ? 4 : 9}`}
      autoContrast
      style={{ flexShrink: 0 }}
    >
      {words.planStatus(status)}
    </Badge>
  );
}
