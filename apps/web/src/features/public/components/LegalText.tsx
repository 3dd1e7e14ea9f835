import type { TLegalDocument } from "@bazin/shared/contracts/gdpr";
import { localDate } from "@bazin/shared/domain/club";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { Alert, Anchor, Card, Text } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Markdown } from "../../../components/Markdown.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { currentLanguage } from "../../../lib/i18n.ts";
import { useLegalText } from "../api/get-legal-text.ts";
import { withoutLeadingTitle } from "../lib/markdown-title.ts";
import { LoadError, LoadingLines } from "./ClubDataState.tsx";

/** `?versiune=N` reads version N (the announced one, from the notice mail or the page's notice). */
const VERSION_PARAM = "versiune";

const versionOf = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * A legal text's body on its public page (spec §1, §9): the version in force in the reader's language, and
 * above it the notice of the version announced for a later day with a link to read it; or, with
 * `?versiune=N`, that version with a link back to the one in force. Its own loading, empty and error states.
 * The texts in `labels` are the page's (namespace `public`).
 */
export function LegalText({
  document,
  labels,
}: {
  document: TLegalDocument;
  labels: { loading: string; empty: string; loadFailed: string };
}) {
  const { t } = useTranslation("public");
  const language = currentLanguage();
  const [params] = useSearchParams();
  const asked = versionOf(params.get(VERSION_PARAM));
  const text = useLegalText(language, document, asked);
  const day = (isoDay: string) =>
    dateTimeFormat(language === "ro" ? "ro-RO" : "en-GB", {
      dateStyle: "long",
      timeZone: "UTC",
    }).format(new Date(`${isoDay}T12:00:00Z`));
  const notFound = text.status === "error" && text.error instanceof ApiError && text.error.status === 404;

  if (text.status === "loading") {
    return (
      <Card>
        <LoadingLines lines={10} label={labels.loading} />
      </Card>
    );
  }
  if (notFound) return <Text c="dimmed">{labels.empty}</Text>;
  if (text.status === "error")
    return <LoadError error={text.error} onRetry={text.retry} title={labels.loadFailed} />;

  const data = text.data;
  const since = data.effectiveOn ?? data.createdAt.slice(0, 10);
  // Read ahead (announced) or an older version no longer in force.
  const state = data.inForce ? "InForce" : since > localDate(new Date()) ? "Ahead" : "Old";
  return (
    <>
      <Text size="sm" c="dimmed" mt={-16} mb="xl">
        {t(`legal.version${state}`, { version: data.version, date: day(since) })}
      </Text>
      {data.upcoming && data.inForce && (
        <Alert role="note" color="blue" variant="light" mb="xl" icon={<IconCalendarEvent aria-hidden />}>
          <Text size="sm" c="dark.8">
            {t(data.upcoming.major ? "legal.upcomingMajor" : "legal.upcoming", {
              version: data.upcoming.version,
              date: day(data.upcoming.effectiveOn),
            })}{" "}
            <Anchor
              component={Link}
              to={`?${VERSION_PARAM}=${data.upcoming.version}`}
              size="sm"
              c="blue.9"
              fw={600}
            >
              {t("legal.readUpcoming", { version: data.upcoming.version })}
            </Anchor>
          </Text>
        </Alert>
      )}
      {!data.inForce && (
        <Alert role="note" color="blue" variant="light" mb="xl" icon={<IconCalendarEvent aria-hidden />}>
          <Text size="sm" c="dark.8">
            {t(state === "Ahead" ? "legal.aheadNotice" : "legal.oldNotice", {
              version: data.version,
              date: day(since),
            })}{" "}
            <Anchor component={Link} to="?" size="sm" c="blue.9" fw={600}>
              {t("legal.readInForce")}
            </Anchor>
          </Text>
        </Alert>
      )}
      <Markdown markdown={withoutLeadingTitle(data.text)} />
    </>
  );
}
