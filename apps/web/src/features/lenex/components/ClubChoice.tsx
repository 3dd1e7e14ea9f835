import type { TLenexClub } from "@bazin/shared/contracts/lenex";
import { Select } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface ClubChoiceProps {
  clubs: readonly TLenexClub[];
  value: string | null;
  onChange: (club: string) => void;
  disabled?: boolean;
}

/** Which club of the file is ours (only this club's swimmers are imported). */
export function ClubChoice({ clubs, value, onChange, disabled }: ClubChoiceProps) {
  const { t } = useTranslation("admin");
  return (
    <Select
      label={t("lenex.club.label")}
      description={t("lenex.club.description")}
      placeholder={t("lenex.club.placeholder")}
      data={clubs.map((c) => ({
        value: c.key,
        label: t("lenex.club.option", {
          name: c.code ? `${c.name} (${c.code})` : c.name,
          count: c.athletes,
        }),
      }))}
      value={value}
      onChange={(key) => key && onChange(key)}
      allowDeselect={false}
      searchable={clubs.length > 8}
      disabled={disabled}
      maw={560}
    />
  );
}
