import type { EmpresaCompleta } from '@contas/core/contrato';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';

/** GET /get/empresa/{empresaId}: the company as its member sees it (SPEC §3 "Company"); `role` guards its area. */
export const empresaQuery = (empresaId: string) =>
  queryOptions({
    queryKey: ['empresa', empresaId],
    queryFn: () =>
      apiRequest<EmpresaCompleta>(`/get/empresa/${encodeURIComponent(empresaId)}`, {
        resposta: () => contrato().then((c) => c.empresaCompleta),
      }),
  });

/** `enabled` false while the address names a company other than the selected one (the guard redirects). */
export function useEmpresa(empresaId: string, enabled = true) {
  return useQuery({ ...empresaQuery(empresaId), enabled });
}
