import software from "virtual:software-info";
import { dateTimeFormat } from "@bazin/shared/lib/intl";
import { Card, Container, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n.ts";
import a11y from "../components/a11y.module.css";
import { PageHeader } from "../components/PageHeader.tsx";
import "./mantine-styles.ts";
import classes from "./page.module.css";

/** Licences by how many packages use them, most used first. */
function licenceCounts(packages: typeof software.packages): [string, number][] {
  const counts = new Map<string, number>();
  for (const p of packages) counts.set(p.license, (counts.get(p.license) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** /developer — about the software: version, build date and the open-source packages it is made of. */
export function DeveloperPage() {
  const { t } = useTranslation("public");
  const language = currentLanguage();
  const builtAt = dateTimeFormat(language === "ro" ? "ro-RO" : "en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Bucharest",
  }).format(new Date(software.builtAt));
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <PageHeader title={t("developer.title")} intro={t("developer.intro")} />
      <Stack gap={48}>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="lg" m={0}>
          {[
            { key: "version", value: software.version },
            { key: "builtAt", value: builtAt },
            { key: "packageCount", value: String(software.packages.length) },
          ].map((fact) => (
            <Card key={fact.key}>
              <Text component="dt" size="sm" c="dimmed" fw={600}>
                {t(`developer.facts.${fact.key}` as "developer.facts.version")}
              </Text>
              <Text component="dd" m={0} fw={700} size="xl" c="lagoon.9">
                {fact.value}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <section aria-labelledby="licences-title">
          <Title order={2} id="licences-title" mb="xs">
            {t("developer.licences.title")}
          </Title>
          <Text mb="md" maw={760}>
            {t("developer.licences.intro")}
          </Text>
          <Group
            gap="xs"
            mb="lg"
            component="ul"
            p={0}
            style={{ listStyle: "none" }}
            aria-label={t("developer.licences.summary")}
          >
            {licenceCounts(software.packages).map(([licence, count]) => (
              <li key={licence} className={classes.licence}>
                {t("developer.licences.count", { licence, count })}
              </li>
            ))}
          </Group>
          <Card p={0}>
            <div style={{ overflowX: "auto" }}>
              <Table striped highlightOnHover verticalSpacing={6} fz="sm">
                <caption className={a11y.srOnly}>{t("developer.licences.caption")}</caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t("developer.licences.package")}</Table.Th>
                    <Table.Th scope="col">{t("developer.licences.version")}</Table.Th>
                    <Table.Th scope="col">{t("developer.licences.licence")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {software.packages.map((p) => (
                    <Table.Tr key={`${p.name}@${p.version}`}>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>{p.name}</Table.Td>
                      <Table.Td>{p.version}</Table.Td>
                      <Table.Td>{p.license}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          </Card>
        </section>
      </Stack>
    </Container>
  );
}
