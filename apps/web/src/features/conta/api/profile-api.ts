import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Role } from '../../../lib/roles';
import { useSession } from '../../auth/hooks/use-session';

export interface ProfileEmpresa {
  empresa: { _id: string; nome: string; nif: string };
  role: Role;
}

/** GET /get/{userId}/profile */
export interface Profile {
  _id: string;
  nome: string;
  email: string;
  telefone: string;
  podeCriarEmpresas: boolean;
  empresas: ProfileEmpresa[];
}

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: ['perfil', userId],
    queryFn: () => apiRequest<Profile>(`/get/${encodeURIComponent(userId)}/profile`),
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
      apiRequest<{ user: Profile }>('/put/user/profile', { method: 'PUT', body }),
    onSuccess: ({ user }) =>
      queryClient.setQueryData(profileQuery(user._id).queryKey, (saved) =>
        saved ? { ...saved, ...user } : user,
      ),
  });
}
