import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import type { Role } from '../../../lib/roles';
import { readSelectedEmpresa } from '../../../lib/selected-empresa';
import type { EstadoEmpresa } from '../acesso';
import { useEmpresa } from '../api/empresa-api';

/**
 * The company of the current /empresa/:empresaId page and the viewer's role in it: the server's
 * role once known, the stored one until then. Only for pages under the company-area guard.
 */
export function useEmpresaAtual() {
  const { empresaId = '' } = useParams();
  const selecionada = readSelectedEmpresa();
  const query = useEmpresa(empresaId, selecionada?.empresaId === empresaId);
  const role: Role = query.data?.role ?? selecionada?.role ?? 'leitor';
  const estado: EstadoEmpresa = query.isSuccess
    ? { estado: 'carregada', role: query.data.role }
    : query.isPending
      ? { estado: 'carregando' }
      : query.error instanceof ApiError && query.error.status === 404
        ? { estado: 'nao-membro' }
        : { estado: 'falhou' };
  return { empresaId, role, empresa: query.data, estado, query };
}
