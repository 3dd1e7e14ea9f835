import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSystemSection } from "../api/system-section.ts";
import { useSystemFormat } from "../lib/format.ts";
import { Facts } from "./Facts.tsx";
import { RetentionCard } from "./RetentionCard.tsx";
import { SectionFrame } from "./SectionFrame.tsx";

/** The operating system, the processor, the runtime the server runs on, and the data retention purge. */
export function SystemInfoTab() {
  const { t } = useTranslation("admin");
  const format = useSystemFormat();
  const speed = (ghz: number | null) =>
    ghz === null ? t("system.unknown") : t("system.system.speedValue", { speed: format.decimal(ghz) });
  return (
    <SectionFrame query={useSystemSection("system")}>
      {({ os, cpu, runtime, timeZone, retention }) => (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Facts
            title={t("system.system.os")}
            rows={[
              [t("system.system.platform"), os.platform],
              [t("system.system.distro"), os.distro],
              [t("system.system.kernel"), os.kernel],
              [t("system.system.arch"), os.arch],
              [t("system.system.hostname"), os.hostname],
              [t("system.system.timeZone"), timeZone],
            ]}
          />
          <Facts
            title={t("system.system.cpu")}
            rows={[
              [t("system.system.model"), cpu.model],
              [t("system.system.cores"), format.count(cpu.cores)],
              [t("system.system.physicalCores"), format.count(cpu.physicalCores)],
              [t("system.system.speed"), speed(cpu.speedMaxGHz ?? cpu.speedGHz)],
            ]}
          />
          <Facts
            title={t("system.system.runtime")}
            rows={[
              ["Node.js", runtime.node],
              ["npm", runtime.npm ?? t("system.unknown")],
              ["V8", runtime.v8],
            ]}
          />
          <RetentionCard retention={retention} />
        </SimpleGrid>
      )}
    </SectionFrame>
  );
}
