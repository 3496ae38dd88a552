import type { EliminarContaPedido, Mensagem, MudarSenhaPedido } from '@contas/core/contrato';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';
import { downloadFile } from '../../../lib/download';

export function useMudarSenha() {
  return useMutation({
    mutationFn: (body: MudarSenhaPedido) =>
      apiRequest<Mensagem>('/put/user/password', {
        method: 'PUT',
        body,
        resposta: () => contrato().then((c) => c.mensagem),
      }),
  });
}

export function useEliminarConta() {
  return useMutation({
    mutationFn: (body: EliminarContaPedido) =>
      apiRequest<Mensagem>('/api/user/eliminar-conta', {
        method: 'POST',
        body,
        resposta: () => contrato().then((c) => c.mensagem),
      }),
  });
}

/** The account's data as a JSON file, under the name the server gives. */
export function useExportarDados() {
  return useMutation({ mutationFn: () => downloadFile('/get/user/dados', 'contas-claras-dados.json') });
}
