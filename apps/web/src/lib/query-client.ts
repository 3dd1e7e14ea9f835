import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error.ts";

/** An API answer will not change by asking again; a dropped connection might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  // The server refuses the API to a user with a privacy policy change to accept (a major version published
  // while they were signed in): asking /me again puts the acceptance screen in front of the portal.
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.code === "GDPR_ACCEPTANCE_REQUIRED") {
      void client.invalidateQueries({ queryKey: ["auth", "me"] });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
