import "@mantine/core/styles/Badge.layer.css";
import type { TGalleryPhoto } from "@bazin/shared/contracts/content";
import { GALLERY_TILE_SIZES } from "@bazin/shared/domain/public-pages";
import { Badge, Text } from "@mantine/core";
import { type CSSProperties, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n.ts";
import classes from "./Gallery.module.css";
import { fallbackSrc, srcSet } from "./photo-sources.ts";

export interface PhotoTileProps {
  photo: TGalleryPhoto;
  onOpen: () => void;
  /** The grid's first photo, on screen as the page opens: fetched at once and first (the page's largest paint). */
  first?: boolean;
}

/** One photo of the grid: blurred preview until the image arrives, caption below; opens the lightbox. */
export function PhotoTile({ photo, onOpen, first = false }: PhotoTileProps) {
  const { t } = useTranslation("public");
  const [loaded, setLoaded] = useState(false);
  // A cached image may be complete before React attaches onLoad.
  const imageRef = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth > 0) setLoaded(true);
  }, []);
  const caption = photo.caption[currentLanguage()];
  const style = photo.placeholder
    ? ({ "--placeholder": `url(${photo.placeholder})` } as CSSProperties)
    : undefined;
  return (
    <button type="button" className={classes.tile} onClick={onOpen} aria-haspopup="dialog">
      <span className={classes.frame} style={style}>
        <img
          ref={imageRef}
          className={classes.photo}
          src={fallbackSrc(photo)}
          srcSet={srcSet(photo)}
          sizes={GALLERY_TILE_SIZES}
          width={photo.width}
          height={photo.height}
          alt=""
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : "auto"}
          decoding="async"
          data-loaded={loaded || undefined}
          onLoad={() => setLoaded(true)}
        />
      </span>
      <span className={classes.caption}>
        <Badge
          component="span"
          variant="filled"
          color={photo.category === "competitions" ? "red.9" : "lagoon.8"}
        >
          {t(`gallery.category.${photo.category}`)}
        </Badge>
        <Text component="span" fw={600} lh={1.35}>
          {caption}
        </Text>
      </span>
    </button>
  );
}
