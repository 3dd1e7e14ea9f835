import { IMAGE_MAX_BYTES } from "@bazin/shared/domain/registration";
import { insertAnnouncements, type NewAnnouncement } from "../modules/announcements/repository.ts";
import { createStorage } from "../storage/storage.ts";
import type { SeedStep } from "./demo.ts";
import { drawJpeg } from "./gallery.ts";
import type { SceneName } from "./gallery-scenes.ts";

const DAY = 24 * 60 * 60 * 1000;
/** Announcement images are shown in cards, never wider than this. */
const IMAGE_WIDTH = 800;
/** Spec §5: announcement images are JPEG, PNG or GIF. */
const ANNOUNCEMENT_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif"];

interface DemoAnnouncement
  extends Omit<NewAnnouncement, "publishedAt" | "eventDate" | "imageKey" | "createdAt" | "updatedAt"> {
  /** Published this many days before the seed runs. */
  publishedDaysAgo: number;
  /** The event takes place this many days after the seed runs. */
  eventInDays?: number;
  image?: { scene: SceneName; seed: number };
}

const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    title: "Cupa Bazinului Municipal – ediția a VI-a",
    subtitle: "Concurs de înot pentru copii și juniori, 7–16 ani",
    category: "competition",
    priority: 90,
    publishedDaysAgo: 2,
    eventInDays: 24,
    startTime: "09:00",
    endTime: "14:00",
    location: "Bazinul Municipal, bazinul de 25 m",
    image: { scene: "podium", seed: 77 },
    content: [
      "Vă invităm la cea de-a șasea ediție a Cupei Bazinului Municipal, concursul de înot al orașului nostru pentru copii și juniori. Sunt așteptați atât sportivii clubului, cât și înotătorii din cluburile din județ.",
      "Probele de concurs: 25 m și 50 m liber, 50 m spate, 50 m bras și 50 m fluture, pe categorii de vârstă. Fiecare sportiv poate participa la cel mult trei probe. Primii trei clasați la fiecare categorie primesc medalii, iar toți participanții primesc diplome.",
      "Înscrierile se fac la secretariatul bazinului sau la antrenori, până cu o săptămână înainte de concurs. Încălzirea începe la ora 08:15. Vă rugăm să aveți asupra voastră adeverința medicală valabilă.",
    ].join("\n\n"),
  },
  {
    title: "Revizia tehnică anuală a bazinului",
    subtitle: "Bazinul va fi închis o săptămână pentru curățenie și întreținere",
    category: "general",
    priority: 80,
    publishedDaysAgo: 4,
    eventInDays: 40,
    location: "Bazinul Municipal",
    content: [
      "În fiecare an golim bazinul pentru curățenia generală, verificarea instalațiilor de filtrare și încălzire și reparațiile necesare. În această perioadă nu se țin cursuri și antrenamente.",
      "Ședințele pierdute din cauza reviziei se recuperează în săptămânile următoare, după un program pe care îl vor anunța instructorii fiecărei grupe. Valabilitatea înscrierilor se prelungește automat cu durata închiderii.",
      "Secretariatul rămâne deschis în program obișnuit, de luni până vineri între orele 08:00 și 16:00, pentru înscrieri și informații.",
    ].join("\n\n"),
  },
  {
    title: "Grupă nouă de inițiere pentru adulți",
    subtitle: "Marți și joi seara, de la ora 19:30",
    category: "training",
    priority: 60,
    publishedDaysAgo: 1,
    eventInDays: 10,
    startTime: "19:30",
    endTime: "20:30",
    location: "Bazinul Municipal",
    content: [
      "Începem o grupă nouă pentru adulții care vor să învețe să înoate sau care nu au mai intrat în apă de mult timp. Nu este nevoie de experiență: lucrăm în ritmul fiecăruia, în apă mică, cu un instructor dedicat.",
      "În primele ședințe ne obișnuim cu apa, respirația și plutirea, apoi trecem la procedeul craul și la spate. Grupa are cel mult opt cursanți, ca fiecare să primească atenția necesară.",
      "Înscrierea se face online, din pagina de înscriere, alegând marți și joi la ora 19:30.",
    ].join("\n\n"),
  },
  {
    title: "Ziua porților deschise",
    subtitle: "Vino cu familia să descoperi bazinul și instructorii",
    category: "event",
    priority: 50,
    publishedDaysAgo: 6,
    eventInDays: 17,
    startTime: "10:00",
    endTime: "13:00",
    location: "Bazinul Municipal, intrarea principală",
    image: { scene: "kickboards", seed: 58 },
    content: [
      "Sâmbătă vă așteptăm la ziua porților deschise: vizitați bazinul, cunoașteți instructorii și aflați cum se desfășoară cursurile pentru copii și pentru adulți.",
      "Copiii pot încerca o lecție demonstrativă gratuită de 20 de minute, în apă mică, sub supravegherea instructorilor. Aduceți costum de baie, cască, papuci și prosop.",
      "Pentru lecțiile demonstrative locurile sunt limitate; vă rugăm să vă anunțați la secretariat.",
    ].join("\n\n"),
  },
  {
    title: "Rezultate la Campionatul Județean de Înot",
    subtitle: "12 medalii pentru sportivii clubului",
    category: "competition",
    priority: 40,
    publishedDaysAgo: 9,
    content: [
      "Sportivii clubului nostru au încheiat Campionatul Județean cu 12 medalii: 4 de aur, 5 de argint și 3 de bronz, la probele de liber, spate și bras.",
      "Felicitări tuturor înotătorilor pentru efort și fair-play, și mulțumiri părinților care i-au susținut din tribună! Mai mulți sportivi și-au îmbunătățit recordurile personale cu peste o secundă.",
      "Clasamentele complete și fotografiile de la festivitatea de premiere se găsesc în galeria site-ului.",
    ].join("\n\n"),
  },
  {
    title: "Tabără de vară de înot",
    subtitle: "Înscrieri deschise pentru copiii între 7 și 14 ani",
    category: "training",
    priority: 30,
    publishedDaysAgo: 12,
    eventInDays: 60,
    startTime: "09:00",
    endTime: "13:00",
    location: "Bazinul Municipal",
    content: [
      "Tabăra de vară durează cinci zile, de luni până vineri, și îmbină antrenamentele în apă cu jocuri, exerciții de mobilitate și lecții despre siguranța în apă.",
      "Copiii sunt împărțiți pe grupe după nivel, astfel încât și începătorii, și cei care înoată deja să aibă activități potrivite. Gustarea de la mijlocul programului este inclusă.",
      "Numărul de locuri este limitat. Pentru înscriere este necesară o adeverință medicală valabilă.",
    ].join("\n\n"),
  },
  {
    title: "Adeverința medicală: ce trebuie să știți",
    subtitle: "Fără adeverință valabilă nu putem primi cursanții în apă",
    category: "general",
    priority: 20,
    publishedDaysAgo: 15,
    content: [
      "Pentru înscriere este nevoie de o adeverință medicală care să ateste că persoana poate practica înotul. La înscrierea online, adeverința trebuie să fie emisă în ultimele 6 luni.",
      "Adeverința se încarcă direct în formularul de înscriere, ca fișier PDF, JPG sau PNG de cel mult 5 MB. Vă anunțăm prin email cu o săptămână înainte să expire.",
    ].join("\n\n"),
  },
  {
    title: "Atelier de prim ajutor pentru părinți",
    subtitle: "Ce facem în primele minute ale unui accident la apă",
    category: "event",
    priority: 10,
    publishedDaysAgo: 3,
    eventInDays: 31,
    startTime: "17:00",
    endTime: "19:00",
    location: "Sala de conferințe a bazinului",
    content: [
      "Un salvamar cu experiență le arată părinților cum recunosc semnele unui înotător în dificultate și ce pași urmează până la sosirea ajutorului specializat.",
      "Atelierul este practic: exersăm poziția laterală de siguranță și manevrele de resuscitare pe manechine. Participarea este gratuită, dar locurile sunt limitate la 20.",
    ].join("\n\n"),
  },
  {
    title: "Reamintire: regulile bazinului",
    subtitle: "Câteva reguli care ne ajută pe toți",
    category: "general",
    priority: 0,
    publishedDaysAgo: 20,
    content: [
      "Vă rugăm să veniți cu 10 minute înainte de începerea cursului, ca să fiți gata la ora de intrare în apă. Absențele se anunță cu cel puțin 24 de ore înainte.",
      "Dușul înainte de intrarea în bazin, casca și papucii sunt obligatorii. Minorii sub 18 ani participă doar cu acordul părintelui sau al reprezentantului legal.",
      "Schimbările de program se anunță cu cel puțin 48 de ore înainte, pe site și prin email.",
    ].join("\n\n"),
  },
  {
    title: "Antrenamente mutate în bazinul mic",
    subtitle: "Pentru grupa de avansați, o săptămână",
    category: "training",
    priority: 70,
    publishedDaysAgo: 30,
    active: false,
    content:
      "Din cauza unor lucrări la sistemul de filtrare, antrenamentele grupei de avansați s-au ținut o săptămână în bazinul mic. Programul a revenit la normal.",
  },
  {
    title: "Concursul de toamnă",
    subtitle: "Ediție încheiată",
    category: "competition",
    priority: 100,
    publishedDaysAgo: 60,
    active: false,
    content: "Concursul de toamnă s-a încheiat. Mulțumim tuturor participanților!",
  },
];

/** ~10 announcements across the four categories, two of them inactive, two with images drawn like the gallery's. */
export const seedAnnouncements: SeedStep = {
  name: "announcements",
  async run({ tx, ctx, now }) {
    const storage = createStorage(ctx.config.dataDir);
    const imageKeys = await Promise.all(
      DEMO_ANNOUNCEMENTS.map(async ({ image }) => {
        if (!image) return null;
        const jpeg = await drawJpeg(image.scene, image.seed, IMAGE_WIDTH);
        const stored = await storage.save(jpeg, {
          area: "announcements",
          maxBytes: IMAGE_MAX_BYTES,
          allowedTypes: ANNOUNCEMENT_IMAGE_TYPES,
        });
        return stored.key;
      }),
    );
    const day = (offset: number) => new Date(now.getTime() + offset * DAY);
    try {
      await insertAnnouncements(
        tx,
        DEMO_ANNOUNCEMENTS.map(({ publishedDaysAgo, eventInDays, image: _image, ...values }, i) => ({
          ...values,
          imageKey: imageKeys[i],
          publishedAt: day(-publishedDaysAgo),
          eventDate: eventInDays === undefined ? null : day(eventInDays).toISOString().slice(0, 10),
          createdAt: day(-publishedDaysAgo),
          updatedAt: day(-publishedDaysAgo),
        })),
      );
    } catch (error) {
      await Promise.all(imageKeys.map((key) => (key ? storage.remove(key) : undefined)));
      throw error;
    }
  },
};
