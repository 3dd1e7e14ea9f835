import "@mantine/core/styles.layer.css";
import "@mantine/notifications/styles.layer.css";
import "../../locales/app-namespaces.ts";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { queryClient } from "../../lib/query-client.ts";

/**
 * Everything that talks to the API (sign-in screens, signed-in areas) sits under this layout: the server-state
 * cache and the toasts. The public pages do not need them, so they load without this code.
 */
export function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Notifications position="top-center" />
      <Outlet />
    </QueryClientProvider>
  );
}
