import type { TGalleryPhoto } from "@bazin/shared/contracts/content";
import { photoFallbackSrc, photoSrcSet } from "@bazin/shared/domain/photo-sources";
import { apiBase } from "../../../lib/platform.ts";

/** The photo's generated sizes as a srcset, from the API's origin (the native shell's differs). */
export const srcSet = (photo: TGalleryPhoto): string => photoSrcSet(photo, apiBase());

/** The size to show when srcset is not understood. */
export const fallbackSrc = (photo: TGalleryPhoto): string => photoFallbackSrc(photo, apiBase());
