import "@mantine/core/styles/ActionIcon.layer.css";
import type { TGalleryPhoto } from "@bazin/shared/contracts/content";
import { ActionIcon, Group, Modal, Text, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { type CSSProperties, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n.ts";
import classes from "./Gallery.module.css";
import { fallbackSrc, srcSet } from "./photo-sources.ts";

export interface LightboxProps {
  photos: TGalleryPhoto[];
  /** The photo shown, or null when closed. */
  index: number | null;
  /** How many photos there are in all, when known to be more than those loaded. */
  hasMore: boolean;
  onIndexChange: (index: number) => void;
  /** Asked for when "next" is pressed on the last loaded photo and more exist. */
  onLoadMore: () => Promise<unknown>;
  onClose: () => void;
}

/** The enlarged photo with its caption; previous/next by buttons and by the arrow keys, Escape closes. */
export function Lightbox({ photos, index, hasMore, onIndexChange, onLoadMore, onClose }: LightboxProps) {
  const { t } = useTranslation("public");
  const phone = useMediaQuery("(max-width: 600px)");
  const photo = index === null ? undefined : photos[index];
  const [loadingMore, setLoadingMore] = useState(false);
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && (index < photos.length - 1 || hasMore);

  const previous = () => {
    if (index !== null && index > 0) onIndexChange(index - 1);
  };
  const next = async () => {
    if (index === null || loadingMore) return;
    if (index < photos.length - 1) return onIndexChange(index + 1);
    if (!hasMore) return;
    setLoadingMore(true);
    try {
      await onLoadMore();
      onIndexChange(index + 1);
    } finally {
      setLoadingMore(false);
    }
  };

  // Arrow keys anywhere in the open dialog (Mantine handles Escape and keeps focus inside).
  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowLeft") {
        event.preventDefault();
        previous();
      } else if (event.key === "ArrowRight") {
        event.preventDefault();
        void next();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const caption = photo ? photo.caption[currentLanguage()] : "";
  return (
    <Modal
      opened={!!photo}
      onClose={onClose}
      title={caption}
      size="min(1280px, 94vw)"
      fullScreen={phone}
      centered
      closeButtonProps={{ "aria-label": t("gallery.lightbox.close") }}
      classNames={{
        content: classes.lightboxContent,
        header: classes.lightboxHeader,
        title: classes.lightboxTitle,
        close: classes.lightboxClose,
        body: phone ? classes.lightboxBody : undefined,
      }}
    >
      {photo && index !== null && (
        <>
          <div
            className={classes.lightboxFrame}
            style={
              photo.placeholder
                ? ({ backgroundImage: `url(${photo.placeholder})`, backgroundSize: "cover" } as CSSProperties)
                : undefined
            }
          >
            <img
              key={photo.id}
              className={classes.lightboxPhoto}
              src={fallbackSrc(photo)}
              srcSet={srcSet(photo)}
              sizes="(min-width: 1320px) 1280px, 94vw"
              width={photo.width}
              height={photo.height}
              alt={caption}
            />
          </div>
          <Group justify="space-between" mt="md" wrap="nowrap">
            <ActionIcon
              size="xl"
              variant="filled"
              onClick={previous}
              disabled={!hasPrevious}
              aria-label={t("gallery.lightbox.previous")}
            >
              <IconChevronLeft aria-hidden />
            </ActionIcon>
            <Text aria-live="polite" ta="center" size="sm">
              {t("gallery.lightbox.position", {
                current: index + 1,
                total: photos.length,
              })}
              {hasMore ? "+" : ""}
            </Text>
            <ActionIcon
              size="xl"
              variant="filled"
              onClick={() => void next()}
              disabled={!hasNext}
              loading={loadingMore}
              aria-label={t("gallery.lightbox.next")}
            >
              <IconChevronRight aria-hidden />
            </ActionIcon>
          </Group>
          <VisuallyHidden>{t("gallery.lightbox.hint")}</VisuallyHidden>
        </>
      )}
    </Modal>
  );
}
