import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { changeLanguage, currentLanguage, LANGUAGES } from "../lib/i18n.ts";

/** RO / EN toggle. The detector caches the choice in local storage, so it survives a reload. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Group gap={4} role="group" aria-label={t("language.label")} wrap="nowrap">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          size="compact-sm"
          variant={language === current ? "filled" : "subtle"}
          aria-pressed={language === current}
          lang={language}
          title={t(`language.name.${language}`)}
          onClick={() => void changeLanguage(language)}
        >
          {t(`language.short.${language}`)}
        </Button>
      ))}
    </Group>
  );
}
