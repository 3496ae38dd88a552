import type { PorPagar } from '@contas/core/contrato';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';
import { relatoriosKey } from '../../relatorios/api/relatorios-api';

const enc = encodeURIComponent;

/** GET /get/por-pagar/{empresaId}/{lojaId}?data= — with the company's reports, so a change refreshes it. */
export const porPagarQuery = (empresaId: string, lojaId: string, data: string) =>
  queryOptions({
    queryKey: [...relatoriosKey(empresaId), 'por-pagar', lojaId, data],
    queryFn: ({ signal }) =>
      apiRequest<PorPagar>(`/get/por-pagar/${enc(empresaId)}/${enc(lojaId)}?data=${enc(data)}`, {
        signal,
        resposta: () => contrato().then((c) => c.porPagar),
      }),
  });

export function usePorPagar(empresaId: string, lojaId: string, data: string) {
  return useQuery(porPagarQuery(empresaId, lojaId, data));
}
