import { Alert, Badge, VisuallyHidden } from "@mantine/core";
import { IconPlugConnectedX } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ConnectionState } from "../../../lib/realtime.ts";

const COLORS: Record<ConnectionState, string> = {
  connected: "green.9",
  disconnected: "red.9",
  reconnecting: "orange.9",
};

/** The live connection's state (spec §4), visible and announced to screen readers when it changes. */
export function ConnectionBadge({ state }: { state: ConnectionState }) {
  const { t } = useTranslation();
  return (
    <Badge
      role="status"
      aria-live="polite"
      variant="dot"
      color={COLORS[state]}
      size="lg"
      data-testid="chat-connection"
      data-state={state}
    >
      <VisuallyHidden>{t("chat.connection.label")}: </VisuallyHidden>
      {t(`chat.connection.${state}`)}
    </Badge>
  );
}

/** How long a connection may take before "failed" is shown: a page load connects within it. */
const GRACE_MS = 3000;

/**
 * Spec §8 chat errors "connection failed" and "retrying", once the connection has been missing for a moment
 * (the client retries with growing delays on its own).
 */
export function ConnectionAlert({ state }: { state: ConnectionState }) {
  const { t } = useTranslation();
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (state === "connected") return;
    const timer = setTimeout(() => setLate(true), GRACE_MS);
    return () => clearTimeout(timer);
  }, [state]);
  if (!late || state === "connected") return null;
  return (
    <Alert
      color={state === "reconnecting" ? "orange" : "red"}
      icon={<IconPlugConnectedX aria-hidden />}
      role="alert"
    >
      {state === "reconnecting" ? t("chat.errors.retrying") : t("chat.errors.connectionFailed")}
    </Alert>
  );
}
