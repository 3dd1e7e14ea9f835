import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../lib/describe-error.ts";
import { useChatContacts, useOpenDirect } from "../api/chat-api.ts";

export interface NewConversationProps {
  opened: boolean;
  onClose: () => void;
  onOpened: (roomId: string) => void;
}

/** Picks a coach or admin (anyone, for coaches and admins) and opens the private room with them. */
export function NewConversation({ opened, onClose, onOpened }: NewConversationProps) {
  const { t } = useTranslation();
  const contacts = useChatContacts(opened);
  const open = useOpenDirect();
  const [userId, setUserId] = useState<string | null>(null);

  function start() {
    if (!userId) return;
    open.mutate(userId, {
      onSuccess: (room) => {
        setUserId(null);
        onOpened(room.id);
      },
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("chat.newConversationTitle")}
      closeButtonProps={{ "aria-label": t("actions.close") }}
    >
      <Stack>
        {contacts.isError && (
          <Text c="red.8" role="alert">
            {t("chat.errors.roomsFailed")}
          </Text>
        )}
        {contacts.data?.length === 0 ? (
          <Text>{t("chat.noContacts")}</Text>
        ) : (
          <Select
            label={t("chat.chooseContact")}
            placeholder={t("chat.chooseContactPlaceholder")}
            searchable
            data={(contacts.data ?? []).map((c) => ({
              value: c.id,
              label: `${c.name} (${t(`roles.${c.role}`)})`,
            }))}
            value={userId}
            onChange={setUserId}
            disabled={contacts.isLoading}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {open.isError && (
          <Text c="red.8" role="alert">
            {describeError(open.error, t("chat.errors.openFailed"))}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("chat.cancel")}
          </Button>
          <Button onClick={start} disabled={!userId} loading={open.isPending}>
            {t("chat.start")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
