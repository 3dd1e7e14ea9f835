import type { TLenexAthlete } from "@bazin/shared/contracts/lenex";
import { Group, SegmentedControl, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/CardField.tsx";
import { ListTable } from "../../../components/ListTable.tsx";
import { type Assignments, inFilter, REVIEW_FILTERS, type ReviewFilter } from "../lib/assignments.ts";
import { formatDay } from "../lib/format.ts";
import { MatchBadge } from "./MatchBadge.tsx";
import { StudentChoice } from "./StudentChoice.tsx";

/** Athletes per page: a meet's club may bring hundreds, each with a picker. */
const PAGE_SIZE = 50;

export interface AthletesReviewProps {
  athletes: readonly TLenexAthlete[];
  assignments: Assignments;
  onAssign: (athleteId: string, studentId: string | null) => void;
}

/**
 * The chosen club's athletes with how each matched the students, and the student their results go to
 * (matched ones preset, others skipped until chosen); filtered to those that need a look, in pages.
 */
export function AthletesReview({ athletes, assignments, onAssign }: AthletesReviewProps) {
  const { t, i18n } = useTranslation(["admin", "common"]);
  const phone = useMediaQuery("(max-width: 48em)");
  const [filter, setFilter] = useState<ReviewFilter>("all");
  const [page, setPage] = useState(1);
  const shown = athletes.filter((a) => inFilter(a, filter));
  const items = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((a) => ({ ...a, id: a.athleteId }));
  const counts = Object.fromEntries(
    REVIEW_FILTERS.map((f) => [f, athletes.filter((a) => inFilter(a, f)).length]),
  );

  const name = (a: TLenexAthlete) => `${a.firstName} ${a.lastName}`;
  const born = (a: TLenexAthlete) =>
    a.birthDate ? formatDay(a.birthDate, i18n.language) : t("lenex.athletes.birthUnknown");
  const choice = (a: TLenexAthlete) => (
    <StudentChoice
      label={t("lenex.student.label", { name: name(a) })}
      value={assignments[a.athleteId] ?? null}
      onChange={(studentId) => onAssign(a.athleteId, studentId)}
      candidates={a.match.candidates}
    />
  );
  const already = (a: TLenexAthlete) =>
    a.match.alreadyImported > 0 && (
      <Text size="xs" c="dimmed">
        {t("lenex.athletes.alreadyImported", { count: a.match.alreadyImported })}
      </Text>
    );

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t("lenex.athletes.heading")}
      </Title>
      <Text c="gray.7">{t("lenex.athletes.hint")}</Text>
      <SegmentedControl
        fullWidth={phone}
        style={{ alignSelf: phone ? "stretch" : "flex-start" }}
        orientation={phone ? "vertical" : "horizontal"}
        aria-label={t("lenex.athletes.filter")}
        value={filter}
        onChange={(value) => {
          setFilter(value as ReviewFilter);
          setPage(1);
        }}
        data={REVIEW_FILTERS.map((f) => ({
          value: f,
          label: t(`lenex.athletes.filters.${f}`, { count: counts[f] }),
        }))}
      />
      <ListTable
        query={{
          data: { items, total: shown.length, pageSize: PAGE_SIZE },
          isError: false,
          isFetching: false,
          refetch: () => undefined,
        }}
        label={t("lenex.athletes.label")}
        columns={[
          t("lenex.athletes.columns.name"),
          t("lenex.athletes.columns.birthDate"),
          t("lenex.athletes.columns.results"),
          t("lenex.athletes.columns.status"),
          t("lenex.athletes.columns.student"),
        ]}
        minWidth={880}
        empty={t("lenex.athletes.empty")}
        errorMessage=""
        retryLabel=""
        row={(a) => (
          <Table.Tr key={a.id}>
            <Table.Td>
              <Text fw={500}>{name(a)}</Text>
              {a.gender && (
                <Text size="xs" c="dimmed">
                  {t(`common:training.gender.${a.gender}`)}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{born(a)}</Table.Td>
            <Table.Td>
              {a.results}
              {already(a)}
            </Table.Td>
            <Table.Td>
              <MatchBadge status={a.match.status} />
            </Table.Td>
            <Table.Td miw={260}>{choice(a)}</Table.Td>
          </Table.Tr>
        )}
        card={(a) => (
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                {name(a)}
              </Text>
              <MatchBadge status={a.match.status} />
            </Group>
            <CardField label={t("lenex.athletes.columns.birthDate")}>{born(a)}</CardField>
            <CardField label={t("lenex.athletes.columns.results")}>{a.results}</CardField>
            {already(a)}
            {choice(a)}
          </Stack>
        )}
        paging={{ page, onChange: setPage, label: t("lenex.athletes.pages") }}
      />
    </Stack>
  );
}
