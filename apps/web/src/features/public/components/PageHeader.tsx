import { Stack, Text, Title } from "@mantine/core";

/** A public page's title (its one <h1>) and a short introduction. */
export function PageHeader({
  title,
  intro,
  id = "page-title",
}: {
  title: string;
  intro?: string;
  id?: string;
}) {
  return (
    <Stack gap="xs" mb="xl" maw={760}>
      <Title order={1} id={id}>
        {title}
      </Title>
      {intro && (
        <Text size="lg" c="dimmed">
          {intro}
        </Text>
      )}
    </Stack>
  );
}
