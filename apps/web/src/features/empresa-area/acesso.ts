import type { Role } from '../../lib/roles';
import type { SelectedEmpresa } from '../../lib/selected-empresa';
import { type PaginaId, podeAbrir } from './paginas';

/** What the server said about the company so far. */
export type EstadoEmpresa =
  | { estado: 'carregando' }
  | { estado: 'carregada'; role: Role }
  /** 404: not a member (any more) or no such company. */
  | { estado: 'nao-membro' }
  /** Network or server failure: the stored role stands in. */
  | { estado: 'falhou' };

export type Acesso =
  | { tipo: 'lista' }
  | { tipo: 'nao-autorizado' }
  /** The stored role does not open the page, but the server's answer may still do. */
  | { tipo: 'aguardar' }
  | { tipo: 'permitir'; role: Role };

export interface PedidoAcesso {
  empresaId: string;
  /** What localStorage holds (SPEC §4: selecting a company stores its id and role). */
  selecionada: SelectedEmpresa | undefined;
  empresa: EstadoEmpresa;
  /** The page asked for; undefined for the area's index, which only redirects. */
  pagina: PaginaId | undefined;
}

/**
 * The company area's guard (SPEC §2): without the selected company (or with another one) → the
 * company list; a role that may not open the page → /conta/nao-autorizado. The role the server
 * gives is the authority; the stored one only decides until it arrives, and never to refuse.
 */
export function decidirAcesso({ empresaId, selecionada, empresa, pagina }: PedidoAcesso): Acesso {
  if (!selecionada || selecionada.empresaId !== empresaId) return { tipo: 'lista' };
  if (empresa.estado === 'nao-membro') return { tipo: 'lista' };
  const role = empresa.estado === 'carregada' ? empresa.role : selecionada.role;
  if (pagina === undefined || podeAbrir(pagina, role)) return { tipo: 'permitir', role };
  if (empresa.estado === 'carregando') return { tipo: 'aguardar' };
  return { tipo: 'nao-autorizado' };
}
