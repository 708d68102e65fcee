// The one server-state cache of the app (TanStack Query). Failures are shown at once with a Retry
// (the fault suite expects the first 500 or network failure to reach the screen). A page opened again
// shows what it showed and asks the server once more (records change under other users' hands); it
// does not refetch behind the user's back on focus: staff compare what they see with paper.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
