import { useMemo } from 'react';
import { useApiClient } from '../../../api/ApiClientProvider';
import { createAgentApi, type AgentApi } from './agentApi';

/** The agent area's calls over the app's one API client (its 401 handling included). */
export function useAgentApi(): AgentApi {
  const client = useApiClient();
  return useMemo(() => createAgentApi(client), [client]);
}
