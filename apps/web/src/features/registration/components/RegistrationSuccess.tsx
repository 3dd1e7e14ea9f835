import type { TRegistrationResponse } from "@bazin/shared/contracts/registration";
import { REGISTRATION_REDIRECT_MS } from "@bazin/shared/domain/registration";
import { Anchor, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { currentLanguage } from "../../../lib/i18n.ts";
import { paths } from "../../../lib/paths.ts";
import { formatDate } from "../lib/format.ts";

/** The confirmation, then the home page after REGISTRATION_REDIRECT_MS (spec: 3 seconds), counted down aloud. */
export function RegistrationSuccess({ registration }: { registration: TRegistrationResponse }) {
  const { t } = useTranslation("public");
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(REGISTRATION_REDIRECT_MS / 1000));

  useEffect(() => {
    heading.current?.focus();
    const started = Date.now();
    const tick = window.setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((REGISTRATION_REDIRECT_MS - (Date.now() - started)) / 1000)));
    }, 250);
    const leave = window.setTimeout(() => void navigate(paths.home), REGISTRATION_REDIRECT_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(leave);
    };
  }, [navigate]);

  return (
    <Stack align="center" ta="center" gap="md" py="md" data-testid="registration-success">
      <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Title order={2} ref={heading} tabIndex={-1}>
        {t("registration.success.title")}
      </Title>
      <Text>{t("registration.success.body", { name: registration.fullName })}</Text>
      <Text fw={600}>
        {t("registration.success.validUntil", {
          date: formatDate(registration.validUntil, currentLanguage()),
        })}
      </Text>
      <Text role="status" aria-live="polite" c="dimmed">
        {t("registration.success.redirect", { count: Math.max(1, secondsLeft) })}
      </Text>
      <Anchor component={Link} to={paths.home} fw={600}>
        {t("registration.success.goNow")}
      </Anchor>
    </Stack>
  );
}
