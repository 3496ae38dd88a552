import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PaginaId } from '../../empresa-area/paginas';
import { primeirosPassosQuery, useMarcarPrimeirosPassos } from '../api/primeiros-passos-api';
import { PAGINAS_DE_RELATORIO } from '../primeiros-passos';

/** An admin who opens a report has done the checklist's last step: the server remembers it once. */
export function useRelatoriosVistos(empresaId: string, pagina: PaginaId | undefined, admin: boolean) {
  const eRelatorio = admin && pagina !== undefined && PAGINAS_DE_RELATORIO.has(pagina);
  // What is known is enough here: a report page does not count the company's rows again on every visit.
  const { data } = useQuery({ ...primeirosPassosQuery(empresaId), enabled: eRelatorio, staleTime: Infinity });
  const { mutate, isIdle } = useMarcarPrimeirosPassos(empresaId);
  // Once per visit, and not for a checklist put away: a refused mark is not tried again in a loop.
  const porMarcar = eRelatorio && data !== undefined && !data.relatoriosVistos && !data.dispensado && isIdle;
  useEffect(() => {
    if (porMarcar) mutate({ relatoriosVistos: true });
  }, [porMarcar, mutate]);
}
