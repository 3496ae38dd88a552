import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { empresaQuery } from '../../empresa-area/api/empresa-api';
import type { PessoalAno } from '../pessoal';

/** GET /get/info-loja/{lojaId} (SPEC §3 "Shop"). */
export interface Loja {
  _id: string;
  nome: string;
  email: string;
  telefone: string;
  morada: string;
  responsavel_loja: string;
  cont_resp_loja: number | null;
  employee: PessoalAno[];
  empresa: { _id: string };
}

/** Body of PUT /put/update-loja-info/{lojaId}. */
export type LojaUpdate = Omit<Loja, '_id' | 'empresa'>;

export const lojaQuery = (lojaId: string) =>
  queryOptions({
    queryKey: ['loja', lojaId],
    queryFn: () => apiRequest<Loja>(`/get/info-loja/${encodeURIComponent(lojaId)}`),
  });

export function useLoja(lojaId: string) {
  return useQuery(lojaQuery(lojaId));
}

export function useAtualizarLoja(lojaId: string, empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LojaUpdate) =>
      apiRequest<{ loja: Loja }>(`/put/update-loja-info/${encodeURIComponent(lojaId)}`, {
        method: 'PUT',
        body,
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
