import { isPaginaId, type PaginaId } from '../empresa-area/paginas';

export const NOME_DA_APLICACAO = 'Contas Claras';

/** What a route carries in its `handle` to name its page in the browser's tab (issue 20). */
export interface TituloHandle {
  titulo: string;
}

export function tituloHandle(titulo: string): TituloHandle {
  return { titulo };
}

/** The page of the deepest route that names one: a public or account page by its title, a company page by its id. */
export function paginaDasRotas(
  handles: readonly unknown[],
): { titulo: string } | { pagina: PaginaId } | undefined {
  for (let i = handles.length - 1; i >= 0; i--) {
    const handle = handles[i];
    if (typeof handle !== 'object' || handle === null) continue;
    if ('pagina' in handle && isPaginaId(handle.pagina)) return { pagina: handle.pagina };
    if ('titulo' in handle && typeof handle.titulo === 'string') return { titulo: handle.titulo };
  }
  return undefined;
}

/**
 * The document title: the page, then (in a company) the company, then the application, as in
 * 'Planilha · Café Demonstração, Lda · Contas Claras'; a part not known yet is left out.
 */
export function tituloDocumento(pagina: string | undefined, empresa?: string): string {
  return [pagina, empresa, NOME_DA_APLICACAO].filter((parte) => parte).join(' · ');
}
