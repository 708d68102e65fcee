// The one server-state cache of the app (TanStack Query). Failures are shown at once with a Retry
// (the fault suite expects the first 500 or network failure to reach the screen), and a page does not
// refetch behind the user's back on focus: staff compare what they see with paper.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
