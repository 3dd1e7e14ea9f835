import { ZRegistrantLinkRequest } from "@bazin/shared/contracts/registrant-access";
import { Alert, Container, Paper, Stack, Text } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Form } from "../../../components/form/Form.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { applyFieldErrors } from "../../../components/form/server-errors.ts";
import { TextField } from "../../../components/form/TextField.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { describeError } from "../../../lib/describe-error.ts";
import { PageHeader } from "../../public/components/PageHeader.tsx";
import {
  BackgroundBotCheck,
  BotCheckUnavailableError,
  startWhenSettled,
} from "../../registration/lib/bot-check.ts";
import { requestAccessLink } from "../api.ts";

const ZEmailForm = ZRegistrantLinkRequest.pick({ email: true });
type TEmailForm = z.input<typeof ZEmailForm>;

/**
 * /datele-mele: a registrant without an account asks for a one-time link to their registration's data. The
 * bot check is the wizard's (solved in the background); the answer is the same for any address.
 */
export function RegistrantRequestPage() {
  const { t } = useTranslation(["public", "common"]);
  usePageTitle(t("registrantAccess.request.title"));
  const form = useZodForm(ZEmailForm, { defaultValues: { email: "" } });
  const botCheck = useRef(new BackgroundBotCheck());
  const formRef = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const check = botCheck.current;
    const cancel = startWhenSettled(formRef.current, () => check.start(), true);
    return () => {
      cancel();
      check.dispose();
    };
  }, []);

  const submit = async ({ email }: TEmailForm) => {
    setError(null);
    setSending(true);
    try {
      const altcha = await botCheck.current.payload();
      await requestAccessLink({ email, altcha });
      setSent(true);
    } catch (failure) {
      applyFieldErrors(form, failure);
      setError(
        failure instanceof BotCheckUnavailableError
          ? t("registrantAccess.request.botCheckUnavailable")
          : describeError(failure, t("registrantAccess.request.failed")),
      );
    } finally {
      // A proof is accepted once: the next try needs a new one.
      botCheck.current.renew();
      setSending(false);
    }
  };

  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <PageHeader title={t("registrantAccess.request.title")} intro={t("registrantAccess.request.intro")} />
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md" ref={formRef}>
        {sent ? (
          <Stack gap="md">
            <Alert
              color="green"
              icon={<IconMailCheck aria-hidden />}
              role="status"
              data-testid="registrant-sent"
            >
              {t("registrantAccess.request.sent")}
            </Alert>
            <Text size="sm">{t("registrantAccess.request.sentHint")}</Text>
          </Stack>
        ) : (
          <Form form={form} onSubmit={submit} error={error} aria-label={t("registrantAccess.request.title")}>
            <TextField<TEmailForm>
              name="email"
              type="email"
              label={t("registrantAccess.request.email")}
              description={t("registrantAccess.request.emailHint")}
              autoComplete="email"
              required
            />
            <SubmitButton loading={sending}>{t("registrantAccess.request.submit")}</SubmitButton>
          </Form>
        )}
      </Paper>
    </Container>
  );
}
