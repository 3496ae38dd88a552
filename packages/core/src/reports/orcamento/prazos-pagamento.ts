/**
 * How long the company takes to be paid and to pay, per Categoria A / Subcategoria A (for sales the
 * Subcategoria A is the sales type): the median of the days from a document's issue to its payment,
 * over the documents the bank settled. The budget's cash month is its P&L month moved by it.
 */

/** How many documents of a group were paid after so many days (from the database, already summed). */
export interface ContagemPrazo {
  categoriaA: string;
  subcategoriaA: string;
  dias: number;
  documentos: number;
}

/** A delay an admin set for a group, winning over the measured one. */
export interface PrazoManual {
  categoriaA: string;
  subcategoriaA: string;
  dias: number;
}

/**
 * manual: set by an admin; historico: the group's own median; categoria: the Categoria A's median (the
 * group has too few documents); sem-historico: no documents at all, paid in the month.
 */
export type OrigemPrazo = 'manual' | 'historico' | 'categoria' | 'sem-historico';

export interface PrazoPagamento {
  categoriaA: string;
  subcategoriaA: string;
  /** The delay applied, in days. */
  dias: number;
  /** Months the cash moves after the P&L month (mesesDeAtraso of `dias`). */
  meses: number;
  origem: OrigemPrazo;
  /** The group's own median and how many documents it comes from, whether applied or not. */
  medido: { dias: number; documentos: number } | null;
}

/** Fewer documents than this say little about a group: its Categoria A's median is used instead. */
export const MINIMO_DOCUMENTOS = 3;
/** Delays are counted up to a year (longer ones are kept as a year). */
export const PRAZO_MAXIMO_DIAS = 365;

/**
 * Whole months a payment falls after the month of the document: a month is taken as 30 days and a
 * document as issued mid-month, so 0–14 days stay in the month, 15–44 go to the next, 45–74 two on.
 */
export function mesesDeAtraso(dias: number): number {
  if (!Number.isInteger(dias) || dias < 0 || dias > PRAZO_MAXIMO_DIAS) {
    throw new RangeError(`Prazo inválido: ${dias} dias.`);
  }
  return Math.floor((dias + 15) / 30);
}

/**
 * The median of a histogram of days: the middle document, the smaller of the two middle ones when the
 * count is even (a whole number of days, like the database's percentile_disc(0.5)). Null without documents.
 */
export function medianaDias(
  contagens: ReadonlyArray<{ dias: number; documentos: number }>,
): { dias: number; documentos: number } | null {
  const ordenadas = contagens.filter((c) => c.documentos > 0).sort((a, b) => a.dias - b.dias);
  const documentos = ordenadas.reduce((soma, c) => soma + c.documentos, 0);
  if (documentos === 0) return null;
  const meio = Math.ceil(documentos / 2);
  let vistos = 0;
  for (const c of ordenadas) {
    vistos += c.documentos;
    if (vistos >= meio) return { dias: c.dias, documentos };
  }
  return null;
}

const chave = (categoriaA: string, subcategoriaA: string) => `${categoriaA}\u0000${subcategoriaA}`;

/**
 * The delay of each group asked for: an admin's, else the group's own median when it rests on at least
 * MINIMO_DOCUMENTOS documents, else the median of its whole Categoria A (same minimum), else 0 days.
 */
export function prazosDePagamento(input: {
  grupos: ReadonlyArray<{ categoriaA: string; subcategoriaA: string }>;
  historico: readonly ContagemPrazo[];
  manuais: readonly PrazoManual[];
}): PrazoPagamento[] {
  // Each count is filed once, and each histogram's median taken once (a Categoria A's serves all its groups).
  const porGrupo = new Map<string, ContagemPrazo[]>();
  const porCategoria = new Map<string, ContagemPrazo[]>();
  const juntar = (mapa: Map<string, ContagemPrazo[]>, k: string, c: ContagemPrazo) => {
    const lista = mapa.get(k);
    if (lista) lista.push(c);
    else mapa.set(k, [c]);
  };
  for (const c of input.historico) {
    juntar(porGrupo, chave(c.categoriaA, c.subcategoriaA), c);
    juntar(porCategoria, c.categoriaA, c);
  }
  const medianasDaCategoria = new Map(
    [...porCategoria].map(([categoriaA, contagens]) => [categoriaA, medianaDias(contagens)] as const),
  );
  const manuais = new Map(input.manuais.map((m) => [chave(m.categoriaA, m.subcategoriaA), m.dias]));
  const vistos = new Set<string>();
  const prazos: PrazoPagamento[] = [];
  for (const { categoriaA, subcategoriaA } of input.grupos) {
    const g = chave(categoriaA, subcategoriaA);
    if (vistos.has(g)) continue;
    vistos.add(g);
    const medido = medianaDias(porGrupo.get(g) ?? []);
    const daCategoria = medianasDaCategoria.get(categoriaA) ?? null;
    const manual = manuais.get(g);
    const [dias, origem]: [number, OrigemPrazo] =
      manual !== undefined
        ? [manual, 'manual']
        : medido && medido.documentos >= MINIMO_DOCUMENTOS
          ? [medido.dias, 'historico']
          : daCategoria && daCategoria.documentos >= MINIMO_DOCUMENTOS
            ? [daCategoria.dias, 'categoria']
            : [0, 'sem-historico'];
    const limitado = Math.min(Math.max(dias, 0), PRAZO_MAXIMO_DIAS);
    prazos.push({
      categoriaA,
      subcategoriaA,
      dias: limitado,
      meses: mesesDeAtraso(limitado),
      origem,
      medido,
    });
  }
  return prazos;
}
