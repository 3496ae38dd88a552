import type { Loja, LojaAtualizada } from '@contas/core/contrato';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';
import { empresaQuery } from '../../empresa-area/api/empresa-api';

/** GET /get/info-loja/{lojaId} (SPEC §3 "Shop"). */
export type { Loja } from '@contas/core/contrato';

/** Body of PUT /put/update-loja-info/{lojaId}. */
export type LojaUpdate = Omit<Loja, '_id' | 'empresa'>;

export const lojaQuery = (lojaId: string) =>
  queryOptions({
    queryKey: ['loja', lojaId],
    queryFn: () =>
      apiRequest<Loja>(`/get/info-loja/${encodeURIComponent(lojaId)}`, {
        resposta: () => contrato().then((c) => c.loja),
      }),
  });

export function useLoja(lojaId: string) {
  return useQuery(lojaQuery(lojaId));
}

export function useAtualizarLoja(lojaId: string, empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LojaUpdate) =>
      apiRequest<LojaAtualizada>(`/put/update-loja-info/${encodeURIComponent(lojaId)}`, {
        method: 'PUT',
        body,
        resposta: () => contrato().then((c) => c.lojaAtualizada),
      }),
    onSuccess: ({ loja }) => {
      if (loja) queryClient.setQueryData(lojaQuery(lojaId).queryKey, loja);
      // The shop's name, e-mail and phone also show in the company's list of shops.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: lojaQuery(lojaId).queryKey }),
        queryClient.invalidateQueries({ queryKey: empresaQuery(empresaId).queryKey }),
      ]);
    },
  });
}
