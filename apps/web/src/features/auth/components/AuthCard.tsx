import { Card, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageTitle } from "../../../components/use-page-title.ts";

/** The card every auth screen sits in: one h1, an optional intro, the content. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Card p={{ base: "md", xs: "xl" }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" mt={6}>
              {intro}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
