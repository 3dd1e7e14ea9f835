import { Center, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Full-area waiting state with the loading text (Romanian by default, spec §2). */
export function LoadingScreen({ minHeight = "50vh" }: { minHeight?: string | number }) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>{t("loading")}</Text>
      </Stack>
    </Center>
  );
}
