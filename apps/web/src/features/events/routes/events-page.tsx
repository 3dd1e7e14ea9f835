import "@mantine/core/styles/Skeleton.layer.css";
import {
  Box,
  Button,
  Card,
  Center,
  Container,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { AnnouncementCard } from "../../../components/announcements/AnnouncementCard.tsx";
import { ChoiceChips } from "../../../components/ChoiceChips.tsx";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { useBackgroundData } from "../../../components/use-background-data.ts";
import { useCategoryParam } from "../../../components/use-category-param.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { queryClient } from "../../../lib/query-client.ts";
import {
  type AnnouncementCategory,
  isAnnouncementCategory,
  useAnnouncements,
} from "../api/get-announcements.ts";
import classes from "../components/Events.module.css";

type Filter = AnnouncementCategory | "all";
/** The spec's order: all, competition, training, event, general. */
const FILTERS: readonly Filter[] = ["all", "competition", "training", "event", "general"];

/**
 * /evenimente — active announcements, highest priority and newest first, with a category filter, "load more"
 * paging and a retry when loading fails (spec §2, §8). Brings its own server-state provider (public page).
 */
export function EventsPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <Events />
    </QueryClientProvider>
  );
}

function Events() {
  const { t } = useTranslation("public");
  usePageTitle(t("events.title"));
  const { category, choose } = useCategoryParam(isAnnouncementCategory);
  const query = useAnnouncements(category);
  const { data, pending } = useBackgroundData(query);
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages.at(-1)?.total ?? 0;

  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t("events.title")}</Title>
          <Text size="lg" c="dimmed" maw={720}>
            {t("events.intro")}
          </Text>
        </Stack>
        <ChoiceChips
          label={t("events.filterLabel")}
          name="events-category"
          value={category ?? "all"}
          options={FILTERS.map((value) => ({ value, label: t(`events.categories.${value}`) }))}
          onChange={choose}
        />

        {pending ? (
          <Box role="status">
            <VisuallyHidden>{t("events.loading")}</VisuallyHidden>
            <ul className={classes.list} aria-hidden>
              {Array.from({ length: 4 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell apart
                <li key={i}>
                  <Card>
                    <Skeleton height={22} width={110} radius="xl" />
                    <Skeleton height={26} mt="md" width="80%" />
                    <Skeleton height={14} mt="md" />
                    <Skeleton height={14} mt={8} />
                    <Skeleton height={14} mt={8} width="60%" />
                  </Card>
                </li>
              ))}
            </ul>
          </Box>
        ) : query.isError && items.length === 0 ? (
          <RetryAlert
            message={t("events.error")}
            retryLabel={t("events.retry")}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t("events.empty")}
          </Text>
        ) : (
          <>
            <ul className={classes.list} aria-label={t("events.title")}>
              {items.map((announcement, index) => (
                <li key={announcement.id}>
                  <AnnouncementCard announcement={announcement} first={index === 0} />
                </li>
              ))}
            </ul>
            <Text role="status" ta="center" size="sm" c="dimmed">
              {t("events.shown", { shown: items.length, total })}
            </Text>
            {query.isFetchNextPageError && (
              <RetryAlert
                message={t("events.loadMoreError")}
                retryLabel={t("events.retry")}
                onRetry={() => void query.fetchNextPage()}
                retrying={query.isFetchingNextPage}
              />
            )}
            {query.hasNextPage && !query.isFetchNextPageError && (
              <Center>
                <Button
                  size="md"
                  variant="light"
                  onClick={() => void query.fetchNextPage()}
                  loading={query.isFetchingNextPage}
                >
                  {t("events.loadMore")}
                </Button>
              </Center>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
