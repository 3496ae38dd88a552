import type { ContaAtualizada, ContaBancaria, ContasBancarias } from '@contas/core/contrato';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';
import { relatoriosKey } from '../../relatorios/api/relatorios-api';

const enc = encodeURIComponent;

/** GET /get/contas/{empresaId}: the company's bank accounts with their balances and continuity. */
export const contasQuery = (empresaId: string) =>
  queryOptions({
    queryKey: [...relatoriosKey(empresaId), 'contas'],
    queryFn: ({ signal }) =>
      apiRequest<ContasBancarias>(`/get/contas/${enc(empresaId)}`, {
        signal,
        resposta: () => contrato().then((c) => c.contasBancarias),
      }),
  });

export function useContas(empresaId: string) {
  return useQuery(contasQuery(empresaId));
}

/**
 * PUT /put/contas/{empresaId}/{contaId} { lojaId, nome, iban, moverLinhas }: the account's store (and its
 * lines still in the previous one, when asked). The reports follow: every report of the company reloads.
 */
export function useDefinirConta(empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      conta,
      lojaId,
      moverLinhas,
    }: {
      conta: ContaBancaria;
      lojaId: string | null;
      moverLinhas: boolean;
    }) =>
      apiRequest<ContaAtualizada>(`/put/contas/${enc(empresaId)}/${enc(conta._id)}`, {
        method: 'PUT',
        body: { lojaId, nome: conta.nome, iban: conta.iban, moverLinhas },
        resposta: () => contrato().then((c) => c.contaAtualizada),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relatoriosKey(empresaId) }),
  });
}
