import type { DocumentoOrcamento } from '@contas/core/contrato';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';

const enc = encodeURIComponent;

/**
 * GET /get/orcamento-planilhas/data/{empresaId}?ano=&lojaId= — the budget lines of a year, one group per
 * store's budget (SPEC §7); without lojaId, every store's.
 */
export function caminhoDadosOrcamento(empresaId: string, ano: number, lojaId: string | undefined): string {
  const params = new URLSearchParams({ ano: String(ano), ...(lojaId && { lojaId }) });
  return `/get/orcamento-planilhas/data/${enc(empresaId)}?${params}`;
}

export const dadosOrcamentoQuery = (empresaId: string, ano: number, lojaId: string | undefined) =>
  queryOptions({
    // Under the reports' key: an import (which refreshes everything) or a change there reloads it too.
    queryKey: ['relatorios', empresaId, 'dados-orcamento', lojaId ?? 'todas', ano],
    queryFn: ({ signal }) =>
      apiRequest<DocumentoOrcamento[]>(caminhoDadosOrcamento(empresaId, ano, lojaId), {
        signal,
        resposta: () => contrato().then((c) => c.dadosOrcamento),
      }),
  });

export function useDadosOrcamento(empresaId: string, ano: number, lojaId: string | undefined) {
  return useQuery(dadosOrcamentoQuery(empresaId, ano, lojaId));
}
