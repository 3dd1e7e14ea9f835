import { Anchor, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { paths } from "../../../lib/paths.ts";
import { CreateTimesForm } from "../components/CreateTimesForm.tsx";
import { TimesDatesProvider } from "../components/TimesDatesProvider.tsx";
import { CREATE_STUDENT_PARAM } from "../lib/create-path.ts";

/** Only a student id is worth preselecting; anything else in the address selects nobody. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin/swimming-times/create[?student=<id>]: one swimmer's times of one day. */
export function TimesCreatePage() {
  const { t } = useTranslation("admin");
  usePageTitle(t("swimTimes.create.title"));
  const [params] = useSearchParams();
  const asked = params.get(CREATE_STUDENT_PARAM);
  return (
    <TimesDatesProvider>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.admin.swimmingTimes} size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: "-2px" }} />{" "}
          {t("swimTimes.student.back")}
        </Anchor>
        <div>
          <Title order={1} size="h2">
            {t("swimTimes.create.title")}
          </Title>
          <Text c="gray.7" mt={4}>
            {t("swimTimes.create.intro")}
          </Text>
        </div>
        <CreateTimesForm initialStudentId={asked && UUID.test(asked) ? asked : null} />
      </Stack>
    </TimesDatesProvider>
  );
}
