import type { EmpresaAtualizada, LojaAdicionada, Mensagem } from '@contas/core/contrato';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';
import type { Role } from '../../../lib/roles';
import { empresaQuery } from '../../empresa-area/api/empresa-api';
import type { EmpresaInfo } from '../empresa-form';

const mensagem = () => contrato().then((c) => c.mensagem);

const id = encodeURIComponent;

/** Every change on the administration page reads the company again when it succeeds. */
function useEmpresaMutation<TVariables, TData>(
  empresaId: string,
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: empresaQuery(empresaId).queryKey }),
  });
}

export function useAtualizarEmpresa(empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmpresaInfo) =>
      apiRequest<EmpresaAtualizada>(`/put/empresa/${id(empresaId)}`, {
        method: 'PUT',
        body,
        resposta: () => contrato().then((c) => c.empresaAtualizada),
      }),
    onSuccess: ({ empresa }) => {
      // Show the saved values at once; the list of users and shops stays as it was.
      queryClient.setQueryData(empresaQuery(empresaId).queryKey, (saved) =>
        saved ? { ...saved, ...empresa, role: saved.role } : saved,
      );
      return queryClient.invalidateQueries({ queryKey: empresaQuery(empresaId).queryKey });
    },
  });
}

export function useConvidar(empresaId: string) {
  return useEmpresaMutation(empresaId, (body: { emailConvite: string; role: Role }) =>
    apiRequest<Mensagem>(`/api/empresa/${id(empresaId)}/invite`, {
      method: 'POST',
      body,
      resposta: mensagem,
    }),
  );
}

export function useCancelarConvite(empresaId: string) {
  return useEmpresaMutation(empresaId, (inviteId: string) =>
    apiRequest<Mensagem>(`/delete/empresa/${id(empresaId)}/invite/${id(inviteId)}`, {
      method: 'DELETE',
      resposta: mensagem,
    }),
  );
}

/**
 * Removes a member; a user may remove himself (leaving the company). Role changes and removals
 * do not reload the company themselves: after leaving, or losing the admin role, the caller first
 * leaves the page (the guard would otherwise see the new role), then reloads.
 */
export function useRemoverUtilizador(empresaId: string) {
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest<Mensagem>(`/delete/empresa/${id(empresaId)}/user/${id(userId)}`, {
        method: 'DELETE',
        resposta: mensagem,
      }),
  });
}

export function useMudarPapel(empresaId: string) {
  return useMutation({
    mutationFn: ({ userId, newRole }: { userId: string; newRole: Role }) =>
      apiRequest<Mensagem>(`/put/empresa/${id(empresaId)}/user/${id(userId)}/role`, {
        method: 'PUT',
        body: { newRole },
        resposta: mensagem,
      }),
  });
}

export function useAdicionarLoja(empresaId: string) {
  return useEmpresaMutation(empresaId, (body: { nome: string; email: string; telefone: string }) =>
    apiRequest<LojaAdicionada>(`/api/adicionar-loja/empresa/${id(empresaId)}`, {
      method: 'POST',
      body,
      resposta: () => contrato().then((c) => c.lojaAdicionada),
    }),
  );
}

export function useRemoverLoja(empresaId: string) {
  return useEmpresaMutation(empresaId, (lojaId: string) =>
    apiRequest<Mensagem>(`/delete/remover-loja/empresa/${id(empresaId)}/loja/${id(lojaId)}`, {
      method: 'DELETE',
      resposta: mensagem,
    }),
  );
}

/** The caller forgets the company (selection, cache) and leaves its area. */
export function useEliminarEmpresa(empresaId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<Mensagem>(`/delete/eliminar-empresa/empresa/${id(empresaId)}`, {
        method: 'DELETE',
        resposta: mensagem,
      }),
  });
}
