import type { PerfilAtualizado, Perfil as Profile } from '@contas/core/contrato';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';
import { useSession } from '../../auth/hooks/use-session';

export type { EmpresaDoUtilizador as ProfileEmpresa, Perfil as Profile } from '@contas/core/contrato';

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: ['perfil', userId],
    queryFn: () =>
      apiRequest<Profile>(`/get/${encodeURIComponent(userId)}/profile`, {
        resposta: () => contrato().then((c) => c.perfil),
      }),
  });

/** The signed-in user's profile; only to be used under the authentication guard. */
export function useProfile() {
  const { user } = useSession();
  return useQuery({ ...profileQuery(user?._id ?? ''), enabled: user !== undefined });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { nome: string; email: string; telefone: string }) =>
      apiRequest<PerfilAtualizado>('/put/user/profile', {
        method: 'PUT',
        body,
        resposta: () => contrato().then((c) => c.perfilAtualizado),
      }),
    onSuccess: ({ user }) =>
      queryClient.setQueryData(profileQuery(user._id).queryKey, (saved) =>
        saved ? { ...saved, ...user } : user,
      ),
  });
}
