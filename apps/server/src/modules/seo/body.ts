import type { TClubResponse } from "@bazin/shared/contracts/club";
import type { TGalleryPhoto, TPublicAnnouncement } from "@bazin/shared/contracts/content";
import { addressLine, formatWeekdays, groupSummary, scheduleByDay } from "@bazin/shared/domain/club-format";
import { mailtoUrl, telUrl, whatsappUrl } from "@bazin/shared/domain/contact-links";
import { photoFallbackSrc, photoSrcSet } from "@bazin/shared/domain/photo-sources";
import { GALLERY_TILE_SIZES, type PublicPage } from "@bazin/shared/domain/public-pages";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import type { TFunction } from "i18next";
import type { Language } from "../../lib/i18n.ts";
import { type Child, el, fragment, type Html, markdownToHtml } from "./html.ts";

/** What the database says about a page; each part is null when it could not be read (the page keeps its texts). */
export interface PageBodyData {
  club: TClubResponse | null;
  events: { items: TPublicAnnouncement[]; total: number } | null;
  photos: TGalleryPhoto[] | null;
  privacy: { version: number; createdAt: Date; text: string } | null;
  /** The terms' Markdown in the page's language. */
  terms: string | null;
}

const DATE_LOCALES: Record<Language, string> = { ro: "ro-RO", en: "en-GB" };

const NAV = [
  { path: "/", label: "nav.home" },
  { path: "/contact", label: "nav.contact" },
  { path: "/inscriere", label: "nav.registration" },
  { path: "/galerie", label: "nav.gallery" },
  { path: "/evenimente", label: "nav.events" },
] as const;

/** The texts the web app shows on a page, worded by the same catalogs (`public`, `common`). */
class PageWords {
  constructor(
    readonly t: TFunction,
    readonly lang: Language,
  ) {}
  p = (key: string, options?: Record<string, unknown>) => this.t(`public:${key}`, options ?? {}) as string;
  day = (weekday: number) => this.t(`common:weekdays.${weekday}`) as string;
  days = (weekdays: readonly number[]) => formatWeekdays(weekdays, this.day);
}

/**
 * The page's <h1> and introduction, sized like the app's (a large lead under most titles, body text on the
 * registration page), so the text does not jump when the app takes over the screen.
 */
const heading = (title: string, intro?: string, size: "lead" | "body" = "lead") =>
  fragment(
    el("h1", null, title),
    intro ? el("p", { class: size === "lead" ? "prerendered-lead" : "prerendered-intro" }, intro) : null,
  );

/**
 * A list's picture as the app's card shows it, full width on a phone. The first two (on a phone's screen as
 * the page opens) are fetched at once, the first before anything else: the app's card then shows the same file.
 */
const picture = (attributes: Record<string, string>, index: number) =>
  el("img", {
    alt: "",
    ...attributes,
    loading: index < 2 ? "eager" : "lazy",
    fetchpriority: index === 0 ? "high" : undefined,
    decoding: "async",
  });

const section = (title: string, ...children: Child[]) =>
  el("section", null, el("h2", null, title), ...children);

function officeHours(w: PageWords, hours: NonNullable<TClubResponse>["profile"]["officeHours"]): Html {
  if (hours.length === 0) return el("p", null, w.p("officeHours.none"));
  return el(
    "ul",
    null,
    hours.map((entry) =>
      el(
        "li",
        null,
        `${w.days(entry.weekdays)}: ${w.p("officeHours.range", { opens: entry.opens, closes: entry.closes })}`,
      ),
    ),
  );
}

function courses(w: PageWords, club: TClubResponse): Html {
  return fragment(
    (["children", "adults"] as const).map((group) => {
      const summary = groupSummary(club.slots, group);
      return el(
        "article",
        null,
        el("h3", null, `${w.p(`courses.${group}.title`)} (${w.p(`courses.${group}.ages`)})`),
        el("p", null, w.p(`courses.${group}.body`)),
        summary.count > 0
          ? el(
              "p",
              null,
              `${w.p("courses.days")}: ${w.days(summary.weekdays)}. ${w.p("courses.groupSize")}: ${w.p("courses.places", { count: summary.capacity })}.`,
            )
          : el("p", null, w.p("courses.noSlots")),
      );
    }),
  );
}

function schedule(w: PageWords, club: TClubResponse): Html {
  const days = scheduleByDay(club.slots);
  if (days.length === 0) return el("p", null, w.p("schedule.empty"));
  const times = (list: string[]) => (list.length ? list.join(", ") : "—");
  return el(
    "table",
    null,
    el("caption", null, w.p("schedule.caption")),
    el(
      "thead",
      null,
      el(
        "tr",
        null,
        ["day", "children", "adults"].map((key) => el("th", { scope: "col" }, w.p(`schedule.${key}`))),
      ),
    ),
    el(
      "tbody",
      null,
      days.map((day) =>
        el(
          "tr",
          null,
          el("th", { scope: "row" }, w.day(day.weekday)),
          el("td", null, times(day.times.children)),
          el("td", null, times(day.times.adults)),
        ),
      ),
    ),
  );
}

function contactList(w: PageWords, club: TClubResponse, withSocial: boolean): Html {
  const { profile } = club;
  const line = (label: string, value: string, href?: string) =>
    el("li", null, `${label}: `, href ? el("a", { href }, value) : value);
  return el(
    "ul",
    null,
    line(w.p("contact.methods.phone"), profile.phone, telUrl(profile.phone)),
    line(w.p("contact.methods.whatsapp"), profile.whatsapp, whatsappUrl(profile.whatsapp)),
    line(w.p("contact.methods.email"), profile.email, mailtoUrl(profile.email)),
    withSocial
      ? line(w.p("contact.methods.social"), w.p("contact.methods.socialValue"), profile.socialUrl)
      : null,
    line(w.p("contact.methods.address"), address(w, club)),
  );
}

const address = (w: PageWords, club: TClubResponse) =>
  addressLine(club.profile, (county) => w.p("contact.county", { county }));

function homeBody(w: PageWords, club: TClubResponse | null): Html {
  const profile = club?.profile;
  return fragment(
    el("p", { class: "prerendered-kicker" }, w.p("home.hero.kicker")),
    heading(w.p("home.hero.title"), w.p("home.hero.lead")),
    profile &&
      el(
        "ul",
        null,
        el(
          "li",
          null,
          `${profile.statInstructors} ${w.p("home.stats.instructors", { count: profile.statInstructors })}`,
        ),
        el("li", null, `${profile.statYears}+ ${w.p("home.stats.years", { count: profile.statYears })}`),
        el(
          "li",
          null,
          `${profile.statDaysPerWeek} ${w.p("home.stats.days", { count: profile.statDaysPerWeek })}`,
        ),
        el(
          "li",
          null,
          `${w.p("home.stats.poolValue", { meters: profile.poolLengthMeters })} ${w.p(profile.poolIndoor ? "home.stats.poolIndoor" : "home.stats.poolOutdoor")}`,
        ),
      ),
    section(
      w.p("home.features.title"),
      (["instructors", "pool", "groups", "online"] as const).map((key) =>
        el(
          "article",
          null,
          el("h3", null, w.p(`home.features.${key}.title`)),
          el("p", null, w.p(`home.features.${key}.body`)),
        ),
      ),
    ),
    club &&
      section(
        w.p("home.courses.title"),
        courses(w, club),
        el("h3", null, w.p("home.courses.scheduleTitle")),
        schedule(w, club),
        el("p", null, w.p("home.courses.scheduleNote")),
      ),
    club &&
      section(
        w.p("home.contact.title"),
        contactList(w, club, false),
        el("h3", null, w.p("officeHours.title")),
        officeHours(w, club.profile.officeHours),
      ),
    section(
      w.p("home.cta.title"),
      el("p", null, w.p("home.cta.body")),
      el("p", null, el("a", { href: "/inscriere" }, w.p("home.cta.button"))),
    ),
  );
}

function contactBody(w: PageWords, club: TClubResponse | null): Html {
  if (!club) return heading(w.p("contact.title"), w.p("contact.intro"));
  const { profile } = club;
  return fragment(
    heading(w.p("contact.title"), w.p("contact.intro")),
    section(w.p("contact.methods.title"), contactList(w, club, true)),
    section(
      w.p("contact.location.title"),
      el("p", null, el("strong", null, profile.name)),
      el("p", null, address(w, club)),
      el("h3", null, w.p("officeHours.title")),
      officeHours(w, profile.officeHours),
    ),
    section(
      w.p("contact.instructors.title"),
      club.instructors.length === 0
        ? el("p", null, w.p("contact.instructors.empty"))
        : club.instructors.map((instructor) =>
            el(
              "article",
              null,
              el("h3", null, `${instructor.firstName} ${instructor.lastName}`),
              el("p", null, instructor.bio[w.lang]),
              el("p", null, `${w.p("contact.instructors.days")}: ${w.days(instructor.weekdays)}`),
            ),
          ),
    ),
    section(w.p("contact.schedule.title"), courses(w, club), schedule(w, club)),
    section(
      w.p("contact.facilities.title"),
      el(
        "p",
        null,
        w.p(profile.poolIndoor ? "contact.facilities.poolIndoor" : "contact.facilities.poolOutdoor", {
          meters: profile.poolLengthMeters,
        }),
      ),
      profile.facilities.length === 0
        ? el("p", null, w.p("contact.facilities.empty"))
        : el(
            "ul",
            null,
            profile.facilities.map((facility) => el("li", null, facility[w.lang])),
          ),
    ),
  );
}

function eventsBody(w: PageWords, events: PageBodyData["events"]): Html {
  const date = (value: string) => {
    const [year, month, day] = value.split("-").map(Number);
    return dateTimeFormat(DATE_LOCALES[w.lang], {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(Date.UTC(year!, month! - 1, day!)));
  };
  return fragment(
    heading(w.p("events.title"), w.p("events.intro")),
    events &&
      (events.items.length === 0
        ? el("p", null, w.p("events.empty"))
        : events.items.map((event, index) => {
            const time =
              event.startTime && event.endTime
                ? w.p("events.timeRange", { start: event.startTime, end: event.endTime })
                : event.startTime;
            return el(
              "article",
              null,
              event.imageUrl && picture({ src: event.imageUrl, width: "800", height: "450" }, index),
              el("h2", null, event.title),
              event.subtitle && el("p", null, event.subtitle),
              el(
                "p",
                null,
                `${w.p(`events.category.${event.category}`)}`,
                event.eventDate && ` · ${w.p("events.date")}: ${date(event.eventDate)}`,
                time && ` · ${w.p("events.time")}: ${time}`,
                event.location && ` · ${w.p("events.location")}: ${event.location}`,
              ),
              event.content
                .split(/\n\s*\n/)
                .map((paragraph) => paragraph.trim())
                .filter(Boolean)
                .map((paragraph) => el("p", null, paragraph)),
            );
          })),
  );
}

function registrationBody(w: PageWords, club: TClubResponse | null): Html {
  const steps = ["personal", "contact", "schedule", "address", "consent", "certificate", "summary"];
  return fragment(
    heading(w.p("registration.title"), w.p("registration.intro"), "body"),
    el(
      "ol",
      { "aria-label": w.p("registration.stepsLabel") },
      steps.map((step) => el("li", null, w.p(`registration.steps.${step}`))),
    ),
    club && section(w.p("contact.schedule.title"), courses(w, club), schedule(w, club)),
  );
}

function galleryBody(w: PageWords, photos: TGalleryPhoto[] | null): Html {
  return fragment(
    heading(w.p("gallery.title"), w.p("gallery.intro")),
    photos &&
      (photos.length === 0
        ? el("p", null, w.p("gallery.empty"))
        : el(
            "ul",
            { class: "prerendered-photos" },
            photos.map((photo, index) =>
              el(
                "li",
                null,
                photo.sources.length > 0 &&
                  picture(
                    {
                      src: photoFallbackSrc(photo),
                      srcset: photoSrcSet(photo),
                      sizes: GALLERY_TILE_SIZES,
                      width: String(photo.width),
                      height: String(photo.height),
                    },
                    index,
                  ),
                `${photo.caption[w.lang]} (${w.p(`gallery.category.${photo.category}`)})`,
              ),
            ),
          )),
  );
}

function privacyBody(w: PageWords, privacy: PageBodyData["privacy"]): Html {
  return fragment(
    heading(w.p("privacy.title")),
    privacy
      ? fragment(
          el(
            "p",
            null,
            w.p("privacy.version", {
              version: privacy.version,
              date: dateTimeFormat(DATE_LOCALES[w.lang], { dateStyle: "long" }).format(privacy.createdAt),
            }),
          ),
          markdownToHtml(withoutLeadingTitle(privacy.text)),
        )
      : el("p", null, w.p("privacy.empty")),
  );
}

const withoutLeadingTitle = (markdown: string) => markdown.replace(/^\s*#\s+[^\n]*\n+/, "");

/** The page's own content: its <h1> and main text. */
function mainContent(page: PublicPage, w: PageWords, data: PageBodyData): Html {
  switch (page.key) {
    case "home":
      return homeBody(w, data.club);
    case "contact":
      return contactBody(w, data.club);
    case "registration":
      return registrationBody(w, data.club);
    case "gallery":
      return galleryBody(w, data.photos);
    case "events":
      return eventsBody(w, data.events);
    case "privacy":
      return privacyBody(w, data.privacy);
    case "terms":
      return fragment(
        heading(w.p("terms.title"), w.p("terms.intro")),
        data.terms && markdownToHtml(withoutLeadingTitle(data.terms)),
      );
    case "developer":
      return heading(w.p("developer.title"), w.p("developer.intro"));
  }
}

/**
 * A public page as plain HTML, for the inside of index.html's root element: the site's navigation, the
 * page's heading and main text, the club's contact line. Crawlers, link previews and a visitor whose
 * JavaScript has not run yet read it; the web app replaces it when it starts (React's createRoot). Behind a
 * first visit's cookie question it is `inert`, out of reach until the visitor answers.
 */
export function renderPageBody(
  page: PublicPage,
  t: TFunction,
  lang: Language,
  data: PageBodyData,
  options: { inert?: boolean } = {},
): string {
  const w = new PageWords(t, lang);
  const profile = data.club?.profile;
  return el(
    "div",
    { class: "prerendered", "data-prerendered": page.key, inert: options.inert ? "" : undefined },
    el(
      "header",
      null,
      el("a", { href: "/", class: "prerendered-home" }, t("common:appName") as string),
      el(
        "nav",
        { "aria-label": w.p("nav.label") },
        el(
          "ul",
          null,
          NAV.map((item) => el("li", null, el("a", { href: item.path }, w.p(item.label)))),
        ),
      ),
    ),
    el("main", { id: "main-content" }, mainContent(page, w, data)),
    el(
      "footer",
      null,
      el("p", null, w.p("footer.about")),
      profile &&
        el("p", null, `${profile.name} · ${address(w, data.club!)} · ${profile.phone} · ${profile.email}`),
      el(
        "ul",
        null,
        el("li", null, el("a", { href: "/politica-confidentialitate" }, w.p("footer.privacy"))),
        el("li", null, el("a", { href: "/termeni-conditii" }, w.p("footer.terms"))),
        el("li", null, el("a", { href: "/developer" }, w.p("footer.developer"))),
      ),
    ),
  ).value;
}
