import { Alert, Box, Button, Checkbox, Group, Loader, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useEffect } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useValidationMessage } from "../../../../components/form/validation-message.ts";
import { Markdown } from "../../../../components/Markdown.tsx";
import { describeError } from "../../../../lib/describe-error.ts";
import { currentLanguage } from "../../../../lib/i18n.ts";
import { useGdprCurrent } from "../../api/get-gdpr-current.ts";
import type { WizardValues } from "../../lib/wizard-values.ts";
import classes from "./ConsentStep.module.css";

/** Step 5: the current privacy text from the server and its acceptance (for that version). */
export function ConsentStep() {
  const { t } = useTranslation(["public", "common"]);
  const message = useValidationMessage();
  const gdpr = useGdprCurrent(currentLanguage());
  const { control, getValues, setValue } = useFormContext<WizardValues>();
  const { field, fieldState } = useController({ name: "gdprAccepted", control });

  // An acceptance counts for the version it was given to; a newer text must be accepted again.
  useEffect(() => {
    if (gdpr.data && getValues("gdprVersion") !== gdpr.data.version) {
      setValue("gdprVersion", gdpr.data.version);
      setValue("gdprAccepted", false);
    }
  }, [gdpr.data, getValues, setValue]);

  return (
    <>
      <Text c="dimmed">{t("registration.consent.intro")}</Text>
      {gdpr.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t("registration.consent.loading")}</Text>
        </Group>
      )}
      {gdpr.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{describeError(gdpr.error, t("registration.consent.loadFailed"))}</Text>
            <Button size="xs" variant="default" onClick={() => void gdpr.refetch()}>
              {t("common:actions.retry")}
            </Button>
          </Stack>
        </Alert>
      )}
      {gdpr.data && (
        <Box
          component="section"
          className={classes.policy}
          tabIndex={0}
          aria-labelledby="reg-policy-title"
          data-testid="gdpr-text"
        >
          <Text id="reg-policy-title" fw={700}>
            {t("registration.consent.textLabel")} ·{" "}
            {t("registration.consent.version", { version: gdpr.data.version })}
          </Text>
          <Markdown markdown={gdpr.data.text} headingOffset={2} />
        </Box>
      )}
      <Checkbox
        ref={field.ref}
        id="reg-gdprAccepted"
        name={field.name}
        checked={field.value}
        onChange={(event) => field.onChange(event.currentTarget.checked)}
        onBlur={field.onBlur}
        disabled={!gdpr.data}
        label={t("registration.consent.accept")}
        error={message(fieldState.error?.message)}
      />
    </>
  );
}
