import { Skeleton, Stack, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { adminErrorMessage } from "../../../lib/admin-error.ts";
import { useSystemFormat } from "../lib/format.ts";

/**
 * A tab's frame: skeletons until the first answer, a retry banner when a load fails (over the last good data,
 * which stays shown), and when the figures were measured.
 */
export function SectionFrame<T extends { generatedAt: string }>(props: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation("admin");
  const format = useSystemFormat();
  const { query } = props;
  return (
    <Stack gap="md">
      {query.isError && (
        <RetryAlert
          message={adminErrorMessage(query.error, "admin:system.loadFailed")}
          retryLabel={t("system.retry")}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data ? (
        <>
          <Text c="dimmed" size="sm">
            {t("system.updated", { time: format.time(query.data.generatedAt) })}
          </Text>
          {props.children(query.data)}
        </>
      ) : (
        !query.isError && (
          <Stack gap="md" aria-busy="true">
            <Skeleton h={120} />
            <Skeleton h={240} />
          </Stack>
        )
      )}
    </Stack>
  );
}
