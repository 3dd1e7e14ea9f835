import { cssTargetHundredths, timeForDistance } from "@bazin/shared/domain/training/css";
import { formatSwimTime } from "@bazin/shared/domain/training/swim-time";
import { Card, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useHubWords } from "../../../components/training/hub-words.ts";
import { CSS_TABLE_DISTANCES, CSS_TABLE_OFFSETS } from "../lib/css-targets.ts";
import { TABULAR } from "../lib/format.ts";
import { useCssOffsetLabel } from "./css-offset.ts";

/** Times over 50/100/200/400 m at CSS − 2 … CSS + 8 seconds per 100 m, the paces sets are written in. */
export function CssPaceTable({ cssHundredths }: { cssHundredths: number }) {
  const { t } = useTranslation("admin");
  const words = useHubWords();
  const offsetLabel = useCssOffsetLabel();
  return (
    <Card withBorder component="section" aria-labelledby="css-pace-table">
      <Title order={2} size="h4" id="css-pace-table">
        {t("css.table.title")}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t("css.table.description")}
      </Text>
      <Table.ScrollContainer
        minWidth={360}
        // On a phone the table scrolls sideways: the keyboard must reach it too.
        scrollAreaProps={{
          viewportProps: { tabIndex: 0, role: "region", "aria-label": t("css.table.caption") },
        }}
      >
        <Table striped>
          <Table.Caption>{t("css.table.caption")}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("css.table.offset")}</Table.Th>
              {CSS_TABLE_DISTANCES.map((metres) => (
                <Table.Th key={metres} scope="col" ta="right">
                  {words.distance(metres)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {CSS_TABLE_OFFSETS.map((offset) => {
              const pace = cssTargetHundredths(cssHundredths, offset);
              return (
                <Table.Tr key={offset} fw={offset === 0 ? 700 : undefined}>
                  <Table.Th scope="row" style={{ whiteSpace: "nowrap" }}>
                    {offsetLabel(offset)}
                  </Table.Th>
                  {CSS_TABLE_DISTANCES.map((metres) => (
                    <Table.Td key={metres} ta="right" style={TABULAR}>
                      {formatSwimTime(timeForDistance(pace, metres))}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
