import type { TGalleryPhoto } from "@bazin/shared/contracts/content";
import { apiBase } from "../../../lib/platform.ts";

/** The photo's generated sizes as a srcset ("url 320w, url 640w, …"). */
export function srcSet(photo: TGalleryPhoto): string {
  return photo.sources.map((s) => `${apiBase()}${s.url} ${s.width}w`).join(", ");
}

/** The size to show when srcset is not understood: the middle one, good enough everywhere. */
export function fallbackSrc(photo: TGalleryPhoto): string {
  const middle = photo.sources[Math.floor((photo.sources.length - 1) / 2)] ?? photo.sources[0];
  return middle ? `${apiBase()}${middle.url}` : "";
}
