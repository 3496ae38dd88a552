import { useEffect } from 'react';
import type { PaginaId } from '../../empresa-area/paginas';
import { useMarcarPrimeirosPassos, usePrimeirosPassos } from '../api/primeiros-passos-api';
import { PAGINAS_DE_RELATORIO } from '../primeiros-passos';

/** An admin who opens a report has done the checklist's last step: the server remembers it once. */
export function useRelatoriosVistos(empresaId: string, pagina: PaginaId | undefined, admin: boolean) {
  const eRelatorio = admin && pagina !== undefined && PAGINAS_DE_RELATORIO.has(pagina);
  const { data } = usePrimeirosPassos(empresaId, eRelatorio);
  const { mutate, isIdle } = useMarcarPrimeirosPassos(empresaId);
  // Once per visit: a refused mark is not tried again in a loop.
  const porMarcar = eRelatorio && data !== undefined && !data.relatoriosVistos && isIdle;
  useEffect(() => {
    if (porMarcar) mutate({ relatoriosVistos: true });
  }, [porMarcar, mutate]);
}
