import { ZCreateInvitationRequest } from "@bazin/shared/contracts/auth";
import type { Role } from "@bazin/shared/domain/roles";
import { Button, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { adminErrorMessage } from "../../../lib/admin-error.ts";
import { useInviteAccount } from "../api/accounts.ts";

/** The invitation of a new coach or admin account by email (POST /api/auth/invitations). */
export function InviteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(["admin", "validation", "common"]);
  const invite = useInviteAccount();
  const [values, setValues] = useState({ email: "", firstName: "", lastName: "", role: "coach" as Role });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (key: "email" | "firstName" | "lastName") => ({
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [key]: e.currentTarget.value }),
    error: errors[key] ? t(`validation:${errors[key]}` as "validation:emailInvalid") : undefined,
    required: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateInvitationRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (created) => {
        notifications.show({ color: "green", message: t("accounts.invited", { email: created.email }) });
        setValues({ email: "", firstName: "", lastName: "", role: "coach" });
        onClose();
      },
      onError: (error) =>
        notifications.show({
          color: "red",
          message: adminErrorMessage(error, "admin:accounts.errors.invite"),
        }),
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("accounts.inviteTitle")}
      centered
      closeButtonProps={{ "aria-label": t("common:actions.close") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t("accounts.email")} type="email" autoComplete="off" {...field("email")} />
          <TextInput label={t("accounts.firstName")} {...field("firstName")} />
          <TextInput label={t("accounts.lastName")} {...field("lastName")} />
          <Select
            label={t("accounts.role")}
            allowDeselect={false}
            data={(["coach", "admin"] as const).map((r) => ({ value: r, label: t(`accounts.roles.${r}`) }))}
            value={values.role}
            onChange={(role) => role && setValues({ ...values, role: role as Role })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("students.confirm.cancel")}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {t("accounts.inviteSend")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
