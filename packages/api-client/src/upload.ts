// Multipart calls: openapi-fetch sends JSON by default, so the agent import builds its FormData here.
import type { ApiClient } from './client';

export type AgentImportFile = { file: Blob; fileName: string; companyId?: number; signal?: AbortSignal };

/** POST /agents/Import/Read as multipart/form-data (the file, and the company when given). */
export function readAgentImportFile(
  client: ApiClient,
  { file, fileName, companyId, signal }: AgentImportFile,
) {
  const form = new FormData();
  form.append('file', file, fileName);
  if (companyId !== undefined) form.append('companyId', String(companyId));
  return client.POST('/agents/Import/Read', {
    body: { file: fileName, ...(companyId !== undefined ? { companyId } : {}) },
    bodySerializer: () => form,
    ...(signal ? { signal } : {}),
  });
}
