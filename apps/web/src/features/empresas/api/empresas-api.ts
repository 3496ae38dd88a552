import type { Convite, ConviteAceite, EmpresaCriada, Mensagem } from '@contas/core/contrato';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';
import { clearSelectedEmpresa, readSelectedEmpresa } from '../../../lib/selected-empresa';
import { useSession } from '../../auth/hooks/use-session';
import type { Profile, ProfileEmpresa } from '../../conta/api/profile-api';
import { empresaQuery } from '../../empresa-area/api/empresa-api';
import { forgetLogo } from '../../empresa-area/logo-cache';

/** GET /get/{userId}/pending-invites */
export type { Convite as ConvitePendente } from '@contas/core/contrato';

export interface NovaEmpresa {
  nome: string;
  nif: string;
  endereco: string;
  telefone: string;
  email: string;
}

const userPath = (userId: string) => `/get/${encodeURIComponent(userId)}`;

export const empresasDoUtilizadorQuery = (userId: string) =>
  queryOptions({
    queryKey: ['empresas', userId],
    queryFn: () =>
      apiRequest<ProfileEmpresa[]>(`${userPath(userId)}/empresas`, {
        resposta: () => contrato().then((c) => c.empresasDoUtilizador),
      }),
  });

export const convitesPendentesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['convites-pendentes', userId],
    queryFn: () =>
      apiRequest<Convite[]>(`${userPath(userId)}/pending-invites`, {
        resposta: () => contrato().then((c) => c.convitesPendentes),
      }),
  });

/** The signed-in user's companies with the role in each; only under the authentication guard. */
export function useEmpresasDoUtilizador() {
  const { user } = useSession();
  return useQuery({ ...empresasDoUtilizadorQuery(user?._id ?? ''), enabled: user !== undefined });
}

export function useConvitesPendentes() {
  const { user } = useSession();
  return useQuery({ ...convitesPendentesQuery(user?._id ?? ''), enabled: user !== undefined });
}

/** Whatever lists the user's companies (list, profile, invites) is read again. */
export function useRefreshMembership() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['empresas'] }),
      queryClient.invalidateQueries({ queryKey: ['convites-pendentes'] }),
      queryClient.invalidateQueries({ queryKey: ['perfil'] }),
    ]);
}

/**
 * After leaving or deleting a company: it disappears from the cached lists at once, the area's
 * page is left (`sair`), and only then are the selection, the logo and the company's data forgotten
 * (the area's guard would otherwise see a company it no longer belongs to).
 */
export function useEsquecerEmpresa() {
  const queryClient = useQueryClient();
  const refresh = useRefreshMembership();
  return async (empresaId: string, sair: () => Promise<void>) => {
    const semEla = (lista: ProfileEmpresa[] | undefined) => lista?.filter((e) => e.empresa._id !== empresaId);
    queryClient.setQueriesData<ProfileEmpresa[]>({ queryKey: ['empresas'] }, semEla);
    queryClient.setQueriesData<Profile>({ queryKey: ['perfil'] }, (profile) =>
      profile ? { ...profile, empresas: semEla(profile.empresas) ?? [] } : profile,
    );
    await sair();
    if (readSelectedEmpresa()?.empresaId === empresaId) clearSelectedEmpresa();
    forgetLogo(empresaId);
    queryClient.removeQueries({ queryKey: empresaQuery(empresaId).queryKey });
    await refresh();
  };
}

export function useAceitarConvite() {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: (inviteId: string) =>
      apiRequest<ConviteAceite>(`/api/user/accept-invite/${encodeURIComponent(inviteId)}`, {
        method: 'POST',
        resposta: () => contrato().then((c) => c.conviteAceite),
      }),
    onSuccess: refresh,
  });
}

export function useRecusarConvite() {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: (inviteId: string) =>
      apiRequest<Mensagem>(`/api/user/reject-invite/${encodeURIComponent(inviteId)}`, {
        method: 'POST',
        resposta: () => contrato().then((c) => c.mensagem),
      }),
    onSuccess: refresh,
  });
}

export function useCriarEmpresa() {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: (body: NovaEmpresa) =>
      apiRequest<EmpresaCriada>('/api/criar-empresa', {
        method: 'POST',
        body,
        resposta: () => contrato().then((c) => c.empresaCriada),
      }),
    onSuccess: refresh,
  });
}
