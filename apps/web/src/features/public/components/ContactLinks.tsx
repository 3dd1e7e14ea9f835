import type { TClubProfile } from "@bazin/shared/contracts/club";
import { mailtoUrl, telUrl, whatsappUrl } from "@bazin/shared/domain/contact-links";
import { Anchor, Group, Stack, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { IconBrandFacebook, IconBrandWhatsapp, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { addressLine } from "../lib/club-format.ts";

interface Line {
  key: string;
  icon: ReactNode;
  label: string;
  value: string;
  href?: string;
  external?: boolean;
}

/** The ways to reach the club, each a link the visitor's phone or computer opens (call, chat, mail, page). */
export function contactLines(profile: TClubProfile, t: TFunction<"public">): Line[] {
  return [
    {
      key: "phone",
      icon: <IconPhone size={20} aria-hidden />,
      label: t("contact.methods.phone"),
      value: profile.phone,
      href: telUrl(profile.phone),
    },
    {
      key: "whatsapp",
      icon: <IconBrandWhatsapp size={20} aria-hidden />,
      label: t("contact.methods.whatsapp"),
      value: profile.whatsapp,
      href: whatsappUrl(profile.whatsapp),
      external: true,
    },
    {
      key: "email",
      icon: <IconMail size={20} aria-hidden />,
      label: t("contact.methods.email"),
      value: profile.email,
      href: mailtoUrl(profile.email),
    },
    {
      key: "social",
      icon: <IconBrandFacebook size={20} aria-hidden />,
      label: t("contact.methods.social"),
      value: t("contact.methods.socialValue"),
      href: profile.socialUrl,
      external: true,
    },
    {
      key: "address",
      icon: <IconMapPin size={20} aria-hidden />,
      label: t("contact.methods.address"),
      value: addressLine(profile, (county) => t("contact.county", { county })),
    },
  ];
}

/** A compact list of the contact lines (home page, footer-like summaries). */
export function ContactList({ profile, only }: { profile: TClubProfile; only?: readonly string[] }) {
  const { t } = useTranslation("public");
  const lines = contactLines(profile, t).filter((line) => !only || only.includes(line.key));
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
      {lines.map((line) => (
        <Group key={line.key} component="li" gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
            {line.icon}
          </ThemeIcon>
          <div style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {line.label}
            </Text>
            {line.href ? (
              <Anchor
                href={line.href}
                fw={600}
                {...(line.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                {line.value}
                {line.external && <VisuallyHidden>{` ${t("contact.opensInNewTab")}`}</VisuallyHidden>}
              </Anchor>
            ) : (
              <Text fw={600}>{line.value}</Text>
            )}
          </div>
        </Group>
      ))}
    </Stack>
  );
}
