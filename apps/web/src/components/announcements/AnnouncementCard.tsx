import "@mantine/core/styles/Badge.layer.css";
import type { TPublicAnnouncement } from "@bazin/shared/contracts/content";
import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import {
  IconCalendarEvent,
  IconChevronDown,
  IconChevronUp,
  IconClock,
  IconMapPin,
} from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../lib/i18n.ts";
import { apiBase } from "../../lib/platform.ts";
import classes from "./AnnouncementCard.module.css";
import { EXCERPT_LENGTH, excerpt, formatEventDate, formatPublished, paragraphs } from "./format.ts";

/** Badge colours dark enough for white text (WCAG AA). */
const CATEGORY_COLORS: Record<TPublicAnnouncement["category"], string> = {
  competition: "red.9",
  training: "lagoon.8",
  event: "grape.9",
  general: "gray.7",
};

/**
 * One announcement: image, category, title, subtitle, when and where, and its text with read more / show less.
 * Shared by the events page and the managers' preview, so the preview is exactly what visitors will see.
 * Texts come from the `public` namespace (its full catalog must be loaded).
 */
export function AnnouncementCard({
  announcement: a,
  imageSrc,
  first = false,
}: {
  announcement: TPublicAnnouncement;
  /** An image address to use as is (a preview of a file not uploaded yet); otherwise `imageUrl` from the API. */
  imageSrc?: string | null;
  /** The first card of a list: its image is the page's largest paint, so it loads at once, not lazily. */
  first?: boolean;
}) {
  const { t } = useTranslation("public");
  const language = currentLanguage();
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  const titleId = useId();
  const long = a.content.length > EXCERPT_LENGTH;
  const shown = long && !expanded ? [excerpt(a.content.replace(/\s*\n\s*/g, " "))] : paragraphs(a.content);
  const image = imageSrc !== undefined ? imageSrc : a.imageUrl ? `${apiBase()}${a.imageUrl}` : null;
  const time = a.startTime
    ? a.endTime
      ? t("events.timeRange", { start: a.startTime, end: a.endTime })
      : a.startTime
    : null;

  return (
    <Card
      component="article"
      className={classes.card}
      aria-labelledby={titleId}
      padding={0}
      mod={{ "with-image": !!image }}
    >
      {image && (
        <div className={classes.media}>
          <img
            className={classes.image}
            src={image}
            alt=""
            width={800}
            height={450}
            loading={first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : "auto"}
            decoding="async"
          />
        </div>
      )}
      <Stack gap="sm" p={{ base: "md", sm: "lg" }}>
        <Group gap="xs" justify="space-between">
          <Badge variant="filled" color={CATEGORY_COLORS[a.category]}>
            {t(`events.category.${a.category}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {t("events.published", { date: formatPublished(a.publishedAt, language) })}
          </Text>
        </Group>
        <div>
          <Title order={2} size="h3" id={titleId} lh={1.25}>
            {a.title}
          </Title>
          {a.subtitle && (
            <Text c="dimmed" fw={500} mt={4}>
              {a.subtitle}
            </Text>
          )}
        </div>
        {(a.eventDate || time || a.location) && (
          <ul className={classes.meta}>
            {a.eventDate && (
              <li className={classes.metaItem}>
                <IconCalendarEvent size={18} className={classes.metaIcon} aria-hidden />
                <VisuallyHidden>{t("events.date")}:</VisuallyHidden>
                <span>{formatEventDate(a.eventDate, language)}</span>
              </li>
            )}
            {time && (
              <li className={classes.metaItem}>
                <IconClock size={18} className={classes.metaIcon} aria-hidden />
                <VisuallyHidden>{t("events.time")}:</VisuallyHidden>
                <span>{time}</span>
              </li>
            )}
            {a.location && (
              <li className={classes.metaItem}>
                <IconMapPin size={18} className={classes.metaIcon} aria-hidden />
                <VisuallyHidden>{t("events.location")}:</VisuallyHidden>
                <span>{a.location}</span>
              </li>
            )}
          </ul>
        )}
        <div id={contentId} className={classes.content}>
          {shown.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {long && (
          <Group className={classes.footer}>
            <Button
              variant="subtle"
              px={0}
              aria-expanded={expanded}
              aria-controls={contentId}
              aria-describedby={titleId}
              rightSection={
                expanded ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />
              }
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? t("events.showLess") : t("events.readMore")}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
