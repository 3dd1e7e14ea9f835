import { GDPR_NOTICE_DAYS, type TGdprVersion, type TLegalDocument } from "@bazin/shared/contracts/gdpr";
import { addDays, localDate } from "@bazin/shared/domain/club";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { Button, Group, Modal, SegmentedControl, Stack, Tabs, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ConfirmDeleteModal } from "../../../components/ConfirmDeleteModal.tsx";
import { ListTable } from "../../../components/ListTable.tsx";
import { Markdown } from "../../../components/Markdown.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { useGdprVersions, useMarkGdprVersionMajor } from "../api/versions.ts";
import { VersionDiff } from "../components/VersionDiff.tsx";
import { VersionForm } from "../components/VersionForm.tsx";
import { VersionCard, VersionRow } from "../components/VersionItem.tsx";
import { gdprFailure } from "../lib/failure.ts";

/** `?text=terms` shows the terms; anything else the privacy policy. */
const documentOf = (value: string | null): TLegalDocument => (value === "terms" ? "terms" : "privacy");

/** The version in force on `today`: the newest whose effective day has come (the first has none). */
function versionInForce(items: TGdprVersion[], today: string): TGdprVersion | undefined {
  return items.find((v) => v.effectiveOn === null || v.effectiveOn <= today) ?? items[0];
}

/**
 * /admin/gdpr (spec §1, §2, §3 "GDPR version"): the versions of the privacy policy or of the terms, newest
 * first; read one and what changed from the one before, publish the next (mailed to everyone, in force 30
 * days later), or mark one major (irreversible: everyone accepts it again at next sign-in).
 */
export function GdprPage() {
  const { t, i18n } = useTranslation(["admin", "common"]);
  usePageTitle(t("gdpr.title"));
  const phone = useMediaQuery("(max-width: 48em)");
  const [params, setParams] = useSearchParams();
  const document = documentOf(params.get("text"));
  const versions = useGdprVersions(document);
  const [adding, setAdding] = useState(false);
  const [reading, setReading] = useState<TGdprVersion | null>(null);
  const [toMark, setToMark] = useState<TGdprVersion | null>(null);
  const [markError, setMarkError] = useState<string | null>(null);
  const mark = useMarkGdprVersionMajor();

  const dateTime = dateTimeFormat(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Bucharest",
  });
  const dayFormat = dateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" });
  const day = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T12:00:00Z`));
  const today = localDate(new Date());
  const data = versions.data;
  const newest = data?.items[0];
  const current = data && versionInForce(data.items, today);
  /** The version before the one being read, to show what changed. */
  const previous = reading && data?.items.find((v) => v.version === reading.version - 1);

  const noticeToast = (version: number, queued: number, key: "created" | "marked") =>
    notifications.show({
      color: "teal",
      closeButtonProps: { "aria-label": t("common:actions.close") },
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
  const item = { dateTime, day, today, onRead: setReading, onMarkMajor: askMarkMajor };
  const documentLabel = t(`gdpr.documents.${document}.label`);

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

      <SegmentedControl
        aria-label={t("gdpr.documentLabel")}
        value={document}
        onChange={(value) => setParams(value === "terms" ? { text: "terms" } : {}, { replace: true })}
        data={(["privacy", "terms"] as const).map((d) => ({
          value: d,
          label: t(`gdpr.documents.${d}.label`),
        }))}
        // Stacked on a phone: the two names do not fit side by side in 360 px.
        orientation={phone ? "vertical" : "horizontal"}
        fullWidth={phone}
        style={phone ? undefined : { alignSelf: "flex-start" }}
      />

      <ListTable
        query={versions}
        label={t(`gdpr.documents.${document}.listLabel`)}
        columns={[
          t("gdpr.columns.version"),
          t("gdpr.columns.createdAt"),
          t("gdpr.columns.effectiveOn"),
          t("gdpr.columns.author"),
          t("gdpr.columns.kind"),
          t("gdpr.columns.actions"),
        ]}
        minWidth={780}
        empty={t("gdpr.empty")}
        errorMessage={gdprFailure(versions.error, t("gdpr.loadFailed"))}
        retryLabel={t("gdpr.retry")}
        row={(v) => <VersionRow key={v.id} version={v} current={v.id === current?.id} {...item} />}
        card={(v) => <VersionCard version={v} current={v.id === current?.id} {...item} />}
      />

      <Modal
        opened={reading !== null}
        onClose={() => setReading(null)}
        title={reading ? t("gdpr.viewTitle", { version: reading.version, text: documentLabel }) : ""}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ "aria-label": t("common:actions.close") }}
      >
        {reading && (
          <Tabs defaultValue="ro">
            <Tabs.List>
              <Tabs.Tab value="ro">{t("gdpr.languages.ro")}</Tabs.Tab>
              <Tabs.Tab value="en">{t("gdpr.languages.en")}</Tabs.Tab>
              {previous && (
                <Tabs.Tab value="changes">{t("gdpr.diff.tab", { version: previous.version })}</Tabs.Tab>
              )}
            </Tabs.List>
            <Tabs.Panel value="ro" pt="md" lang="ro">
              <Markdown markdown={reading.textRo} headingOffset={1} />
            </Tabs.Panel>
            <Tabs.Panel value="en" pt="md" lang="en">
              <Markdown markdown={reading.textEn} headingOffset={1} />
            </Tabs.Panel>
            {previous && (
              <Tabs.Panel value="changes" pt="md">
                <Stack gap="lg">
                  {(["ro", "en"] as const).map((lang) => (
                    <section key={lang}>
                      <Title order={3} size="h4" mb="xs">
                        {t(`gdpr.languages.${lang}`)}
                      </Title>
                      <VersionDiff
                        lang={lang}
                        older={lang === "ro" ? previous.textRo : previous.textEn}
                        newer={lang === "ro" ? reading.textRo : reading.textEn}
                      />
                    </section>
                  ))}
                </Stack>
              </Tabs.Panel>
            )}
          </Tabs>
        )}
      </Modal>

      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t(`gdpr.documents.${document}.formTitle`)}
        size="90rem"
        fullScreen={phone}
        closeButtonProps={{ "aria-label": t("common:actions.close") }}
      >
        {adding && data && (
          <VersionForm
            key={document}
            document={document}
            effectiveOn={day(addDays(today, GDPR_NOTICE_DAYS))}
            nextVersion={(newest?.version ?? 0) + 1}
            initial={{ textRo: newest?.textRo ?? "", textEn: newest?.textEn ?? "" }}
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
        text={t(`gdpr.documents.${document}.confirmMajorText`)}
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
