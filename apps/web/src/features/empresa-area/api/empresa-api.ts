import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Role } from '../../../lib/roles';

export interface MembroEmpresa {
  user: { _id: string; email: string; nome: string };
  role: Role;
}

export interface LojaResumo {
  _id: string;
  nome: string;
  email: string;
  telefone: string;
}

export interface ConvitePendenteEmpresa {
  _id: string;
  email: string;
  role: Role;
  /** ISO instant. */
  sentAt: string;
}

/** GET /get/empresa/{empresaId}: the company as its member sees it (SPEC §3 "Company"). */
export interface Empresa {
  _id: string;
  nome: string;
  nif: string;
  endereco: string;
  telefone: string;
  email: string;
  /** Website without https:// */
  link: string;
  /** Logo URL. */
  imagem_link: string;
  /** The viewer's role: the authority for the company area's guard. */
  role: Role;
  users: MembroEmpresa[];
  lojas: LojaResumo[];
  /** Only filled for admins. */
  convitesPendentes: ConvitePendenteEmpresa[];
}

export const empresaQuery = (empresaId: string) =>
  queryOptions({
    queryKey: ['empresa', empresaId],
    queryFn: () => apiRequest<Empresa>(`/get/empresa/${encodeURIComponent(empresaId)}`),
  });

/** `enabled` false while the address names a company other than the selected one (the guard redirects). */
export function useEmpresa(empresaId: string, enabled = true) {
  return useQuery({ ...empresaQuery(empresaId), enabled });
}
