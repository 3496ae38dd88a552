import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { relatoriosKey } from '../../relatorios/api/relatorios-api';
import type { ContaBancaria } from '../saldos';

const enc = encodeURIComponent;

/** GET /get/contas/{empresaId}: the company's bank accounts with their balances and continuity. */
export const contasQuery = (empresaId: string) =>
  queryOptions({
    queryKey: [...relatoriosKey(empresaId), 'contas'],
    queryFn: ({ signal }) =>
      apiRequest<{ contas: ContaBancaria[] }>(`/get/contas/${enc(empresaId)}`, { signal }),
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
      apiRequest<{ contas: ContaBancaria[]; linhasMovidas: number }>(
        `/put/contas/${enc(empresaId)}/${enc(conta._id)}`,
        { method: 'PUT', body: { lojaId, nome: conta.nome, iban: conta.iban, moverLinhas } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relatoriosKey(empresaId) }),
  });
}
