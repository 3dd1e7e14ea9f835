import { ZOkResponse } from "@bazin/shared/contracts/common";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/http.ts";
import { forgetOfflineAnswers } from "../../../lib/offline-caches.ts";
import { meQueryKey } from "./get-me.ts";

/** POST /api/auth/logout. */
export function logout() {
  return api("/api/auth/logout", { method: "POST", schema: ZOkResponse });
}

/** Signs out and forgets everything cached for the previous user, even if the call itself failed. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
      queryClient.setQueryData(meQueryKey, null);
      void forgetOfflineAnswers();
    },
  });
}
