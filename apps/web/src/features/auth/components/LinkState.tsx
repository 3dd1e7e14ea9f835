import { Alert, Group, Stack } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { AuthCard } from "./AuthCard.tsx";

interface LinkProblemProps {
  title: string;
  message: string;
  /** Ways out: buttons or links to sign in, ask for a new link, retry. */
  actions: ReactNode;
}

/** An emailed link that cannot be used (missing token, invalid, expired, or not checkable right now). */
export function LinkProblem({ title, message, actions }: LinkProblemProps) {
  return (
    <AuthCard title={title}>
      <Stack gap="md">
        <Alert color="red" icon={<IconLinkOff aria-hidden />} role="alert">
          {message}
        </Alert>
        <Group gap="sm">{actions}</Group>
      </Stack>
    </AuthCard>
  );
}
