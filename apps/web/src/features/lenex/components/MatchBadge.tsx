import type { LenexMatchStatus } from "@bazin/shared/contracts/lenex";
import { Badge } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconQuestionMark } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Text colours dark enough on their light tint (WCAG AA); Mantine's orange 9 is not (3.6:1). */
const LOOK: Record<LenexMatchStatus, { color: string; text: string; icon: typeof IconCircleCheck }> = {
  matched: { color: "green", text: "green.9", icon: IconCircleCheck },
  ambiguous: { color: "orange", text: "#a33b00", icon: IconAlertTriangle },
  unmatched: { color: "gray", text: "gray.9", icon: IconQuestionMark },
};

/** How an athlete of the file matched the club's students: colour, icon and word (never colour alone). */
export function MatchBadge({ status }: { status: LenexMatchStatus }) {
  const { t } = useTranslation("admin");
  const { color, text, icon: Icon } = LOOK[status];
  return (
    <Badge
      color={color}
      c={text}
      variant="light"
      miw="max-content"
      leftSection={<Icon size={14} aria-hidden />}
    >
      {t(`lenex.status.${status}`)}
    </Badge>
  );
}
