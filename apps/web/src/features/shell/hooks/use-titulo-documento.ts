import { useEffect } from 'react';
import { useMatches, useParams } from 'react-router';
import { readSelectedEmpresa } from '../../../lib/selected-empresa';
import { useSession } from '../../auth/hooks/use-session';
import { useEmpresa } from '../../empresa-area/api/empresa-api';
import { PAGINAS } from '../../empresa-area/paginas';
import { paginaDasRotas, tituloDocumento } from '../titulo-documento';

/**
 * Keeps the document title on the page shown (issue 20: a screen reader announces it, and tabs and history
 * tell the pages apart). In a company the company's name comes with it, once known; the company is asked
 * for only when it is the selected one, as the company area does (the same query, cached).
 */
export function useTituloDocumento(): void {
  const rota = paginaDasRotas(useMatches().map((m) => m.handle));
  const { empresaId } = useParams();
  const { status } = useSession();
  const daEmpresa = rota !== undefined && 'pagina' in rota && empresaId !== undefined;
  const selecionada = daEmpresa && readSelectedEmpresa()?.empresaId === empresaId;
  const { data: empresa } = useEmpresa(empresaId ?? '', selecionada && status === 'authenticated');

  const titulo =
    rota === undefined
      ? tituloDocumento(undefined)
      : 'pagina' in rota
        ? tituloDocumento(PAGINAS[rota.pagina].titulo, selecionada ? empresa?.nome : undefined)
        : tituloDocumento(rota.titulo);

  useEffect(() => {
    document.title = titulo;
  }, [titulo]);
}
