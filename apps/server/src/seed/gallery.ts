import { GALLERY_IMAGE_TYPES } from "@bazin/shared/contracts/content";
import { IMAGE_MAX_BYTES } from "@bazin/shared/domain/registration";
import sharp from "sharp";
import { photoFileKeys } from "../modules/gallery/repository.ts";
import {
  galleryStorage,
  insertRenderedPhotos,
  type PhotoFiles,
  renderStoredPhoto,
} from "../modules/gallery/service.ts";
import type { SeedStep } from "./demo.ts";
import { drawScene, SCENE_WIDTH, type SceneName } from "./gallery-scenes.ts";

/**
 * Pictures are drawn at 1280 px wide (the largest variant), not at the scene's 1600: the seed stays quick and
 * nothing larger would be served anyway.
 */
const SEED_WIDTH = 1280;
const DAY = 24 * 60 * 60 * 1000;

interface DemoPhoto {
  scene: SceneName;
  seed: number;
  category: "training" | "competitions";
  ro: string;
  en: string;
}

/** Newest first: the order the gallery shows them in. */
const DEMO_PHOTOS: DemoPhoto[] = [
  {
    scene: "podium",
    seed: 11,
    category: "competitions",
    ro: "Premierea la Cupa Orașului",
    en: "Award ceremony at the Town Cup",
  },
  {
    scene: "lanesFromAbove",
    seed: 3,
    category: "training",
    ro: "Antrenament de craul pe culoare",
    en: "Front crawl practice in the lanes",
  },
  {
    scene: "kickboards",
    seed: 7,
    category: "training",
    ro: "Picioare craul cu placa, grupa de copii",
    en: "Flutter kick with boards, children's group",
  },
  {
    scene: "startingBlocks",
    seed: 21,
    category: "competitions",
    ro: "Start la proba de 50 m liber",
    en: "Start of the 50 m freestyle",
  },
  {
    scene: "underwater",
    seed: 5,
    category: "training",
    ro: "Alunecare în poziție hidrodinamică",
    en: "Streamlined glide underwater",
  },
  {
    scene: "medals",
    seed: 31,
    category: "competitions",
    ro: "Medaliile câștigate la campionatul județean",
    en: "Medals won at the county championship",
  },
  {
    scene: "lanesFromAbove",
    seed: 14,
    category: "training",
    ro: "Grupa de avansați la serii de 100 m",
    en: "Advanced group swimming 100 m repeats",
  },
  {
    scene: "podium",
    seed: 42,
    category: "competitions",
    ro: "Podiumul probei de 100 m spate",
    en: "Podium of the 100 m backstroke",
  },
  {
    scene: "underwater",
    seed: 18,
    category: "training",
    ro: "Exerciții de respirație sub apă",
    en: "Underwater breathing drills",
  },
  {
    scene: "startingBlocks",
    seed: 8,
    category: "competitions",
    ro: "Cupa Bazinului Municipal, seria a doua",
    en: "Municipal Pool Cup, second heat",
  },
  {
    scene: "kickboards",
    seed: 29,
    category: "training",
    ro: "Primele lungimi de bazin cu placa",
    en: "First pool lengths with a kickboard",
  },
  {
    scene: "medals",
    seed: 2,
    category: "competitions",
    ro: "Aur, argint și bronz pentru echipa clubului",
    en: "Gold, silver and bronze for the club team",
  },
  {
    scene: "lanesFromAbove",
    seed: 25,
    category: "training",
    ro: "Încălzire înaintea antrenamentului de seară",
    en: "Warm-up before the evening session",
  },
  {
    scene: "podium",
    seed: 6,
    category: "competitions",
    ro: "Sportivii noștri pe podium la concursul județean",
    en: "Our swimmers on the podium at the county meet",
  },
  {
    scene: "underwater",
    seed: 40,
    category: "training",
    ro: "Plecare de la perete, sub apă",
    en: "Push-off from the wall, underwater",
  },
  {
    scene: "startingBlocks",
    seed: 33,
    category: "competitions",
    ro: "Sărituri de start la concursul de primăvară",
    en: "Racing dives at the spring meet",
  },
  {
    scene: "kickboards",
    seed: 12,
    category: "training",
    ro: "Materialele de antrenament, pregătite pe margine",
    en: "Training gear ready on the pool deck",
  },
  {
    scene: "medals",
    seed: 19,
    category: "competitions",
    ro: "Medaliile concursului de Crăciun",
    en: "Medals of the Christmas meet",
  },
];

/** A scene as a JPEG, the way a camera photo would arrive. */
export async function drawJpeg(scene: SceneName, seed: number, width: number): Promise<Buffer> {
  return sharp(Buffer.from(drawScene(scene, seed)), { density: (72 * width) / SCENE_WIDTH })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/**
 * The demo gallery: photos of both categories, drawn, stored and made into variants by the same code as an
 * admin's upload. Drawing runs in parallel (sharp works off the main thread); the rows go in one insert.
 */
export const seedGallery: SeedStep = {
  name: "gallery photos",
  async run({ tx, ctx, now }) {
    const storage = galleryStorage(ctx);
    const results = await Promise.allSettled(
      DEMO_PHOTOS.map(async (photo): Promise<PhotoFiles> => {
        const jpeg = await drawJpeg(photo.scene, photo.seed, SEED_WIDTH);
        const original = await storage.save(jpeg, {
          area: "gallery",
          maxBytes: IMAGE_MAX_BYTES,
          allowedTypes: GALLERY_IMAGE_TYPES,
        });
        return renderStoredPhoto(storage, original, { effort: 1 });
      }),
    );
    const rendered = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) {
      await Promise.all(rendered.flatMap(photoFileKeys).map((key) => storage.remove(key)));
      throw failed.reason;
    }
    await insertRenderedPhotos(
      tx,
      storage,
      DEMO_PHOTOS.map((photo, i) => {
        // Every other day or so, newest first, at varied hours.
        const createdAt = new Date(now.getTime() - i * 2 * DAY - (i % 5) * 3_600_000);
        return {
          ...rendered[i]!,
          category: photo.category,
          caption: { ro: photo.ro, en: photo.en },
          createdAt,
          takenOn: createdAt.toISOString().slice(0, 10),
        };
      }),
    );
  },
};
