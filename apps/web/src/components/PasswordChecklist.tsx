import { PASSWORD_RULES } from "@bazin/shared/contracts/fields";
import { Box, List, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** True when the password meets all four rules of spec §5. */
export function meetsPasswordRules(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

/** Live list of the four password requirements, each marked met or not as the user types. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation(["common", "validation"]);
  const titleId = useId();
  return (
    <Box id={id}>
      <Text size="sm" fw={600} id={titleId} mb={4}>
        {t("password.requirements")}
      </Text>
      <List aria-labelledby={titleId} spacing={4} size="sm" center>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <List.Item
              key={rule.key}
              data-rule={rule.key}
              data-met={met}
              icon={
                <ThemeIcon color={met ? "green" : "gray"} variant="light" size={20} radius="xl" aria-hidden>
                  {met ? <IconCheck size={14} /> : <IconX size={14} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" c={met ? "green.9" : "dimmed"} span>
                {t(`validation:${rule.key}`)}
              </Text>
              <VisuallyHidden>{met ? t("password.ruleMet") : t("password.ruleNotMet")}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </Box>
  );
}
