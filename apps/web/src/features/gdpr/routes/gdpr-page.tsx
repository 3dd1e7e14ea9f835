import type { TGdprVersion } from "@bazin/shared/contracts/gdpr";
import { Button, Group, Modal, Stack, Tabs, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { ListTable } from "../../../components/ListTable.tsx";
import { Markdown } from "../../../components/Markdown.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useGdprVersions, useMarkGdprVersionMajor } from "../api/versions.ts";
import { VersionForm } from "../components/VersionForm.tsx";
import { VersionCard, VersionRow } from "../components/VersionItem.tsx";
import { gdprFailure } from "../lib/failure.ts";

/**
 * /admin/gdpr (spec §2, §3 "GDPR version"): the privacy policy's versions, newest (in force) first; read one,
 * publish the next, or mark one major (irreversible: everyone accepts again and gets the 30-day notice).
 */
export function GdprPage() {
  const { t, i18n } = useTranslation(["admin", "common"]);
  usePageTitle(t("gdpr.title"));
  const phone = useMediaQuery("(max-width: 48em)");
  const versions = useGdprVersions();
  const [adding, setAdding] = useState(false);
  const [reading, setReading] = useState<TGdprVersion | null>(null);
  const [toMark, setToMark] = useState<TGdprVersion | null>(null);
  const [markError, setMarkError] = useState<string | null>(null);
  const mark = useMarkGdprVersionMajor();

  const dateTime = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Bucharest",
  });
  const data = versions.data;
  const current = data?.items[0];
  const recipients = t("gdpr.recipients", { count: data?.noticeRecipients ?? 0 });

  const noticeToast = (version: number, queued: number, key: "created" | "marked") =>
    notifications.show({
      color: "teal",
      message: [t(`gdpr.${key}`, { version }), queued > 0 ? t("gdpr.noticesQueued", { count: queued }) : ""]
        .join(" ")
        .trim(),
    });

  const confirmMark = () => {
    if (!toMark) return;
    setMarkError(null);
    mark.mutate(toMark.id, {
      onSuccess: (change) => {
        setToMark(null);
        noticeToast(change.version.version, change.noticesQueued, "marked");
      },
      onError: (failure) => setMarkError(gdprFailure(failure, t("gdpr.markFailed"))),
    });
  };

  const askMarkMajor = (v: TGdprVersion) => {
    setMarkError(null);
    setToMark(v);
  };
  const item = { dateTime, onRead: setReading, onMarkMajor: askMarkMajor };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t("gdpr.title")}</Title>
          <Text c="gray.7" mt={4} maw={720}>
            {t("gdpr.intro")}
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setAdding(true)}
          disabled={!data}
        >
          {t("gdpr.new")}
        </Button>
      </Group>

      <ListTable
        query={versions}
        label={t("gdpr.listLabel")}
        columns={[
          t("gdpr.columns.version"),
          t("gdpr.columns.createdAt"),
          t("gdpr.columns.author"),
          t("gdpr.columns.kind"),
          t("gdpr.columns.actions"),
        ]}
        minWidth={680}
        empty={t("gdpr.empty")}
        errorMessage={gdprFailure(versions.error, t("gdpr.loadFailed"))}
        retryLabel={t("gdpr.retry")}
        row={(v) => <VersionRow key={v.id} version={v} current={v.id === current?.id} {...item} />}
        card={(v) => <VersionCard version={v} current={v.id === current?.id} {...item} />}
      />

      <Modal
        opened={reading !== null}
        onClose={() => setReading(null)}
        title={reading ? t("gdpr.viewTitle", { version: reading.version }) : ""}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ "aria-label": t("common:actions.close") }}
      >
        {reading && (
          <Tabs defaultValue="ro">
            <Tabs.List>
              <Tabs.Tab value="ro">{t("gdpr.languages.ro")}</Tabs.Tab>
              <Tabs.Tab value="en">{t("gdpr.languages.en")}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="ro" pt="md" lang="ro">
              <Markdown markdown={reading.textRo} headingOffset={1} />
            </Tabs.Panel>
            <Tabs.Panel value="en" pt="md" lang="en">
              <Markdown markdown={reading.textEn} headingOffset={1} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Modal>

      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t("gdpr.form.title")}
        size="90rem"
        fullScreen={phone}
        closeButtonProps={{ "aria-label": t("common:actions.close") }}
      >
        {adding && data && (
          <VersionForm
            nextVersion={(current?.version ?? 0) + 1}
            initial={{ textRo: current?.textRo ?? "", textEn: current?.textEn ?? "" }}
            recipients={data.noticeRecipients}
            onCancel={() => setAdding(false)}
            onDone={(change) => {
              setAdding(false);
              noticeToast(change.version.version, change.noticesQueued, "created");
            }}
          />
        )}
      </Modal>

      <ConfirmDeleteModal
        opened={toMark !== null}
        title={t("gdpr.confirmMajorTitle", { version: toMark?.version ?? "" })}
        text={t("gdpr.confirmMajorText", { recipients })}
        confirmLabel={t("gdpr.confirmMajor")}
        cancelLabel={t("gdpr.form.cancel")}
        error={markError}
        loading={mark.isPending}
        onConfirm={confirmMark}
        onClose={() => setToMark(null)}
      />
    </Stack>
  );
}
