import "@mantine/core/styles/Skeleton.layer.css";
import { GALLERY_CATEGORIES } from "@bazin/shared/domain/content";
import { Box, Button, Center, Container, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceChips } from "../../../components/ChoiceChips.tsx";
import { RetryAlert } from "../../../components/RetryAlert.tsx";
import { useBackgroundData } from "../../../components/use-background-data.ts";
import { useCategoryParam } from "../../../components/use-category-param.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { type GalleryCategory, isGalleryCategory, useGallery } from "../api/get-gallery.ts";
import classes from "../components/Gallery.module.css";
import { Lightbox } from "../components/Lightbox.tsx";
import { PhotoTile } from "../components/PhotoTile.tsx";

type Filter = GalleryCategory | "all";
const FILTERS: readonly Filter[] = ["all", ...GALLERY_CATEGORIES];
/** The chosen category lives in the address (?category=training), so it survives reloads and can be shared. */

/**
 * /galerie — photos from training and competitions (spec §2): filter all/training/competitions, "load more",
 * and a lightbox. A public page, so it brings its own server-state provider (the public layout has none).
 */
export function GalleryPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <Gallery />
    </QueryClientProvider>
  );
}

function Gallery() {
  const { t } = useTranslation("public");
  usePageTitle(t("gallery.title"));
  const { category, choose: chooseCategory } = useCategoryParam(isGalleryCategory);
  const query = useGallery(category);
  const { data, pending } = useBackgroundData(query);
  const photos = data?.pages.flatMap((page) => page.items) ?? [];
  const [open, setOpen] = useState<number | null>(null);

  const choose = (filter: Filter) => {
    setOpen(null);
    chooseCategory(filter);
  };

  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t("gallery.title")}</Title>
          <Text size="lg" c="dimmed" maw={720}>
            {t("gallery.intro")}
          </Text>
        </Stack>
        <ChoiceChips
          label={t("gallery.filterLabel")}
          name="gallery-category"
          value={category ?? "all"}
          options={FILTERS.map((value) => ({ value, label: t(`gallery.categories.${value}`) }))}
          onChange={choose}
        />

        {pending ? (
          <Box role="status">
            <VisuallyHidden>{t("gallery.loading")}</VisuallyHidden>
            <ul className={classes.grid} aria-hidden>
              {Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell apart
                <li key={i}>
                  <Skeleton className={classes.skeletonTile} radius="lg" />
                  <Skeleton height={14} mt="sm" width="70%" radius="sm" />
                </li>
              ))}
            </ul>
          </Box>
        ) : query.isError && photos.length === 0 ? (
          <RetryAlert
            message={t("gallery.error")}
            retryLabel={t("gallery.retry")}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : photos.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t("gallery.empty")}
          </Text>
        ) : (
          <>
            <ul className={classes.grid} aria-label={t("gallery.title")}>
              {photos.map((photo, i) => (
                <li key={photo.id}>
                  <PhotoTile photo={photo} onOpen={() => setOpen(i)} first={i === 0} />
                </li>
              ))}
            </ul>
            <VisuallyHidden role="status">{t("gallery.shown", { count: photos.length })}</VisuallyHidden>
            {query.isFetchNextPageError && (
              <RetryAlert
                message={t("gallery.loadMoreError")}
                retryLabel={t("gallery.retry")}
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
                  {t("gallery.loadMore")}
                </Button>
              </Center>
            )}
          </>
        )}
      </Stack>
      <Lightbox
        photos={photos}
        index={open}
        hasMore={!!query.hasNextPage}
        onIndexChange={setOpen}
        onLoadMore={() => query.fetchNextPage()}
        onClose={() => setOpen(null)}
      />
    </Container>
  );
}
