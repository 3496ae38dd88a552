import type { AvisoDeParagem, Configuracao } from '@contas/core/contrato';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';
import { DEFAULT_SHUTDOWN_WARNING } from '../shutdown-warning';

const appConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () =>
    apiRequest<Configuracao>('/api/config', {
      auth: false,
      resposta: () => contrato().then((c) => c.configuracao),
    }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The server's shutdown settings; the 19:00 default while they load or if they cannot be read. */
export function useShutdownWarningConfig(): AvisoDeParagem {
  const { data } = useQuery(appConfigQuery);
  return data?.shutdownWarning ?? DEFAULT_SHUTDOWN_WARNING;
}
