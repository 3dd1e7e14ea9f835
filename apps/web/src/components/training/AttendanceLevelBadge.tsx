import type { AttendanceLevel } from "@bazin/shared/domain/training/session-rules";
import { Badge } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * SPEC §9 attendance colours: high green, medium orange, low red, as filled badges. White on orange.9 is 4.3:1,
 * under WCAG AA's 4.5, so the medium badge takes black text (4.9:1); green.9 and red.9 keep white.
 */
const LEVEL_COLOR: Record<AttendanceLevel, string> = { high: "green.9", medium: "orange.9", low: "red.9" };

/** The level of an attendance rate (its word given by the screen), the badge's own width so no word is cut. */
export function AttendanceLevelBadge({ level, children }: { level: AttendanceLevel; children: ReactNode }) {
  return (
    <Badge
      variant="filled"
      color={LEVEL_COLOR[level]}
      c={level === "medium" ? "black" : "white"}
      data-level={level}
      style={{ minWidth: "max-content" }}
    >
      {children}
    </Badge>
  );
}
