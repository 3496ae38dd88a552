import { useMatches } from 'react-router';
import { isPaginaId, type PaginaId } from '../paginas';

/** What a company-area route carries in its `handle`: its row in the pages table. */
export interface PaginaHandle {
  pagina: PaginaId;
}

export function paginaHandle(pagina: PaginaId): PaginaHandle {
  return { pagina };
}

/** The page of the company area being shown (the deepest route that names one). */
export function usePaginaAtual(): PaginaId | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (typeof handle === 'object' && handle !== null && 'pagina' in handle && isPaginaId(handle.pagina)) {
      return handle.pagina;
    }
  }
  return undefined;
}
