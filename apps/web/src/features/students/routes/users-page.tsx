import { Stack, Tabs, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { usePortalUser } from "../../../app/layouts/portal-context.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { AccountsTab } from "../components/AccountsTab.tsx";
import { StudentsTab } from "../components/StudentsTab.tsx";

/** /admin/users and /coach/users: the students (registrations) and, for admins, the accounts (spec §2, §6). */
export function UsersPage() {
  const { t } = useTranslation("admin");
  const user = usePortalUser();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "accounts" && user.role === "admin" ? "accounts" : "students";
  usePageTitle(t("students.title"));
  return (
    <Stack gap="lg">
      <Title order={1}>{t("students.title")}</Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === "accounts" ? { tab: "accounts" } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="students">{t("students.tabs.students")}</Tabs.Tab>
          {user.role === "admin" && <Tabs.Tab value="accounts">{t("students.tabs.accounts")}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="students">
          <StudentsTab />
        </Tabs.Panel>
        <Tabs.Panel value="accounts">
          <AccountsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
