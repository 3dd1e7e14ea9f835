import { Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { usePortalUser } from "../../../app/layouts/portal-context.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { ChatWorkspace } from "../components/ChatWorkspace.tsx";

/**
 * The chat screen shared by every role (/swimmer/chat, /coach/chat, /admin/chat, /account/chat). The open room
 * is in the address (`?room=`), so a notification's link opens it.
 */
export function ChatPage() {
  const { t } = useTranslation();
  usePageTitle(t("chat.title"));
  const user = usePortalUser();
  const [params, setParams] = useSearchParams();
  return (
    <ChatWorkspace
      user={user}
      roomId={params.get("room")}
      onRoom={(roomId, { replace }) => setParams(roomId ? { room: roomId } : {}, { replace })}
      heading={
        <div>
          <Title order={1}>{t("chat.title")}</Title>
          <Text c="gray.7" mt={4} visibleFrom="sm">
            {t("chat.intro")}
          </Text>
        </div>
      }
    />
  );
}
