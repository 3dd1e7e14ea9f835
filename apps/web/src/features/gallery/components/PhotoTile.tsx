import "@mantine/core/styles/Badge.layer.css";
import type { TGalleryPhoto } from "@bazin/shared/contracts/content";
import { Badge, Text } from "@mantine/core";
import { type CSSProperties, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n.ts";
import classes from "./Gallery.module.css";
import { fallbackSrc, srcSet } from "./photo-sources.ts";

/** Three columns from about 900 px (the container is at most 1140 px), two from 600 px, one below. */
export const TILE_SIZES = "(min-width: 1180px) 360px, (min-width: 900px) 31vw, (min-width: 600px) 47vw, 94vw";

export interface PhotoTileProps {
  photo: TGalleryPhoto;
  onOpen: () => void;
}

/** One photo of the grid: blurred preview until the image arrives, caption below; opens the lightbox. */
export function PhotoTile({ photo, onOpen }: PhotoTileProps) {
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
          sizes={TILE_SIZES}
          width={photo.width}
          height={photo.height}
          alt=""
          loading="lazy"
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
