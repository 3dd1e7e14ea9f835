import type { TNotificationType } from "@bazin/shared/contracts/notifications";
import {
  type Icon,
  IconAlertTriangle,
  IconCalendarEvent,
  IconFileAlert,
  IconMessageCircle,
  IconMessageStar,
  IconRefresh,
  IconSpeakerphone,
  IconTrophy,
  IconUserPlus,
} from "@tabler/icons-react";

interface TypeLook {
  icon: Icon;
  color: string;
}

const LOOKS: Record<TNotificationType, TypeLook> = {
  NEW_REGISTRATION: { icon: IconUserPlus, color: "lagoon" },
  NEW_MESSAGE: { icon: IconMessageCircle, color: "blue" },
  SESSION_FEEDBACK: { icon: IconMessageStar, color: "grape" },
  TRAINING_SCHEDULED: { icon: IconCalendarEvent, color: "teal" },
  ANNOUNCEMENT: { icon: IconSpeakerphone, color: "indigo" },
  DOCUMENT_EXPIRING: { icon: IconFileAlert, color: "orange" },
  SYSTEM_ALERT: { icon: IconAlertTriangle, color: "red" },
  CLUB_RECORD: { icon: IconTrophy, color: "yellow" },
  RENEWAL_REQUESTED: { icon: IconRefresh, color: "lagoon" },
};

/** The icon and colour of a notification's type; a type this version does not know looks like a system alert. */
export function lookOf(type: string): TypeLook {
  return (LOOKS as Record<string, TypeLook>)[type] ?? LOOKS.SYSTEM_ALERT;
}
