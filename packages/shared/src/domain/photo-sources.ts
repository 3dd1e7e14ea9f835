import type { TGalleryPhoto } from "../contracts/content.ts";

type Sources = Pick<TGalleryPhoto, "sources">;

/** A gallery photo's generated sizes as a srcset ("url 320w, url 640w, …"); `base` goes before each address. */
export function photoSrcSet(photo: Sources, base = ""): string {
  return photo.sources.map((s) => `${base}${s.url} ${s.width}w`).join(", ");
}

/** The size to show when srcset is not understood: the middle one, good enough everywhere. */
export function photoFallbackSrc(photo: Sources, base = ""): string {
  const middle = photo.sources[Math.floor((photo.sources.length - 1) / 2)] ?? photo.sources[0];
  return middle ? `${base}${middle.url}` : "";
}
