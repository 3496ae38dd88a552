import type { AnaliseProdutosResposta } from '@contas/core/contrato';
import type { ReportLine } from '@contas/core/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';
import { linhaDaApi } from '../relatorio-resposta';
import { relatoriosKey } from './relatorios-api';

const enc = encodeURIComponent;

export interface AnaliseProdutos extends Omit<AnaliseProdutosResposta, 'linhas'> {
  linhas: readonly ReportLine[];
}

/** GET /get/produtos/{empresaId}/{lojaId}?ano1=&ano2= (lojaId may be 'todas'); an import refreshes it. */
export const analiseProdutosQuery = (empresaId: string, lojaId: string, ano1: number, ano2: number) =>
  queryOptions({
    queryKey: [...relatoriosKey(empresaId), 'produtos', lojaId, ano1, ano2],
    queryFn: async ({ signal }): Promise<AnaliseProdutos> => {
      const resposta = await apiRequest<AnaliseProdutosResposta>(
        `/get/produtos/${enc(empresaId)}/${enc(lojaId)}?ano1=${ano1}&ano2=${ano2}`,
        { signal, resposta: () => contrato().then((c) => c.analiseProdutos) },
      );
      // Units travel as they are: only the lines' shape changes.
      return { ...resposta, linhas: resposta.linhas.map(linhaDaApi) };
    },
  });

export function useAnaliseProdutos(empresaId: string, lojaId: string, ano1: number, ano2: number) {
  return useQuery(analiseProdutosQuery(empresaId, lojaId, ano1, ano2));
}
