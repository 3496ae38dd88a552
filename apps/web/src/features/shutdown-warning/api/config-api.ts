import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DEFAULT_SHUTDOWN_WARNING, type ShutdownWarningConfig } from '../shutdown-warning';

interface AppConfig {
  shutdownWarning: ShutdownWarningConfig;
}

const appConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => apiRequest<AppConfig>('/api/config', { auth: false }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The server's shutdown settings; the 19:00 default while they load or if they cannot be read. */
export function useShutdownWarningConfig(): ShutdownWarningConfig {
  const { data } = useQuery(appConfigQuery);
  return data?.shutdownWarning ?? DEFAULT_SHUTDOWN_WARNING;
}
