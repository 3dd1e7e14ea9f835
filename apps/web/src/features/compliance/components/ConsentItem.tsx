import type { TConsent } from "@bazin/shared/contracts/consents";
import { Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/CardField.tsx";

/** One consent as the register shows it: a table row on a wide screen, a card on a phone; same pieces. */
interface ConsentItemProps {
  consent: TConsent;
  /** Made once by the page: a formatter per item would load the time zone data for each. */
  dateTime: Intl.DateTimeFormat;
}

function AgreedAt({ consent, dateTime }: ConsentItemProps) {
  return <time dateTime={consent.agreedAt}>{dateTime.format(new Date(consent.agreedAt))}</time>;
}

function Ip({ consent }: { consent: TConsent }) {
  return (
    <Text span inherit ff="monospace">
      {consent.ip}
    </Text>
  );
}

function Version({ consent }: { consent: TConsent }) {
  const { t } = useTranslation("admin");
  return <>{t(`consents.versionOf.${consent.document}`, { version: consent.gdprVersion })}</>;
}

export function ConsentRow(props: ConsentItemProps) {
  const { consent: c } = props;
  return (
    <Table.Tr>
      <Table.Td fw={600}>{c.fullName}</Table.Td>
      <Table.Td>
        <AgreedAt {...props} />
      </Table.Td>
      <Table.Td>
        <Ip consent={c} />
      </Table.Td>
      <Table.Td>
        <Version consent={c} />
      </Table.Td>
    </Table.Tr>
  );
}

/** On a phone: who agreed first, then when, from where, and to which version. */
export function ConsentCard(props: ConsentItemProps) {
  const { t } = useTranslation("admin");
  const { consent: c } = props;
  return (
    <Stack gap={4}>
      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
        {c.fullName}
      </Text>
      <CardField label={t("consents.columns.agreedAt")}>
        <AgreedAt {...props} />
      </CardField>
      <CardField label={t("consents.columns.ip")}>
        <Ip consent={c} />
      </CardField>
      <CardField label={t("consents.columns.gdprVersion")}>
        <Version consent={c} />
      </CardField>
    </Stack>
  );
}
