// The admin contract's cache key and read, shared by the page and its status form.
import { unwrap, type AppApiClient } from '../../../../api/client';

export const contractKey = (id: number) => ['admin-contract', id] as const;

export const readContract = async (api: AppApiClient, id: number, signal?: AbortSignal) =>
  unwrap(await api.GET('/contracts/admin/{id}', { params: { path: { id } }, signal }));
