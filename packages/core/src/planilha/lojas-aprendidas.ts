/**
 * Which store an imported row goes to. The e-fatura exports and the bank files say no store; what the
 * company already says does: the store a bank line names, the store of the line's account, the store that
 * issues a sale's series, and where the company put this supplier's or customer's rows (or this bank
 * description's) before. Otherwise the first store, as always.
 */

/** Why a row went to its store. */
export type OrigemLoja = 'texto' | 'conta' | 'serie' | 'historico' | 'primeira';

export const ORIGENS_LOJA: readonly OrigemLoja[] = ['texto', 'conta', 'serie', 'historico', 'primeira'];

/** A document's series, its number without the sequence ('FT A2026/17' → 'FT A2026'). */
export function serieDoDocumento(numero: string): string | undefined {
  return /^(.*\S)\/\d+$/.exec(numero.trim())?.[1];
}

export interface LojaDaEmpresa {
  id: string;
  nome: string;
}

/** How often the company put rows of one counterparty in one store, and the latest of them (ISO date). */
export interface UsoDeLoja {
  lojaId: string;
  linhas: number;
  ultima: string | null;
}

/** Words of a store name that name no store by themselves ('Loja 1' is named by its '1'). */
const GENERICAS = new Set(['loja', 'lojas', 'unidade', 'de', 'da', 'do', 'das', 'dos', 'e']);

function palavras(texto: string): string[] {
  return texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((p) => p !== '');
}

function contem(texto: readonly string[], nome: readonly string[]): boolean {
  for (let i = 0; i + nome.length <= texto.length; i++) {
    if (nome.every((p, j) => texto[i + j] === p)) return true;
  }
  return false;
}

/**
 * The store whose whole name appears in a text, as words, accents and case aside ('TRF RENDA LOJA
 * PARQUE' names 'Loja Parque'; 'PARQUE ESTACIONAMENTO' does not). A name made only of words like 'Loja'
 * names nothing. When several names appear, the longest; two stores as long: none.
 */
export function lojaNomeadaNoTexto(texto: string, lojas: readonly LojaDaEmpresa[]): string | undefined {
  const doTexto = palavras(texto);
  let melhor: { id: string; tamanho: number } | undefined;
  let empate = false;
  for (const loja of lojas) {
    const nome = palavras(loja.nome);
    if (nome.length === 0 || nome.every((p) => GENERICAS.has(p)) || !contem(doTexto, nome)) continue;
    if (!melhor || nome.length > melhor.tamanho) {
      melhor = { id: loja.id, tamanho: nome.length };
      empate = false;
    } else if (nome.length === melhor.tamanho && loja.id !== melhor.id) empate = true;
  }
  return empate ? undefined : melhor?.id;
}

/** The store most used; a tie goes to the one used last, then to the store listed first. */
export function lojaMaisUsada(
  usos: readonly UsoDeLoja[],
  lojas: readonly LojaDaEmpresa[],
): string | undefined {
  const ordem = new Map(lojas.map((l, i) => [l.id, i]));
  const validos = usos.filter((u) => u.linhas > 0 && ordem.has(u.lojaId));
  validos.sort(
    (a, b) =>
      b.linhas - a.linhas ||
      (b.ultima ?? '').localeCompare(a.ultima ?? '') ||
      (ordem.get(a.lojaId) ?? 0) - (ordem.get(b.lojaId) ?? 0),
  );
  return validos[0]?.lojaId;
}

export interface PistasDeLoja {
  /** A bank line's description (and counterparty): documents have none that names a store. */
  texto?: string;
  /** The store of the bank line's account, when it has one. */
  lojaDaConta?: string | null;
  /** Where the company put the sales of this series before (each store usually issues its own series). */
  historicoDaSerie?: readonly UsoDeLoja[];
  /** Where the company put this counterparty's rows before. */
  historico?: readonly UsoDeLoja[];
}

/**
 * The store of a new row: the store its text names (the line says it), else its account's store (the
 * company said where that account belongs), else the store most used for a sale's series, else the store
 * most used for its counterparty, else the first store (`lojas` in the company's order, the first first).
 */
export function sugerirLoja(
  pistas: PistasDeLoja,
  lojas: readonly LojaDaEmpresa[],
): { lojaId: string; origem: OrigemLoja } | undefined {
  const primeira = lojas[0];
  if (!primeira) return undefined;
  const existe = (id: string | null | undefined): id is string => !!id && lojas.some((l) => l.id === id);
  const nomeada = pistas.texto ? lojaNomeadaNoTexto(pistas.texto, lojas) : undefined;
  if (nomeada) return { lojaId: nomeada, origem: 'texto' };
  if (existe(pistas.lojaDaConta)) return { lojaId: pistas.lojaDaConta, origem: 'conta' };
  const daSerie = lojaMaisUsada(pistas.historicoDaSerie ?? [], lojas);
  if (daSerie) return { lojaId: daSerie, origem: 'serie' };
  const usada = lojaMaisUsada(pistas.historico ?? [], lojas);
  if (usada) return { lojaId: usada, origem: 'historico' };
  return { lojaId: primeira.id, origem: 'primeira' };
}

/** How many rows went to each store, and why: the import's summary. */
export interface LinhasPorLoja {
  lojaId: string;
  nome: string;
  linhas: number;
  origens: Record<OrigemLoja, number>;
}

/** The rows counted per store, in the company's store order; stores that got none are left out. */
export function contarPorLoja(
  sugestoes: ReadonlyArray<{ lojaId: string; origem: OrigemLoja }>,
  lojas: readonly LojaDaEmpresa[],
): LinhasPorLoja[] {
  return lojas
    .map((loja) => {
      const suas = sugestoes.filter((s) => s.lojaId === loja.id);
      const origens = Object.fromEntries(
        ORIGENS_LOJA.map((o) => [o, suas.filter((s) => s.origem === o).length]),
      );
      return {
        lojaId: loja.id,
        nome: loja.nome,
        linhas: suas.length,
        origens: origens as Record<OrigemLoja, number>,
      };
    })
    .filter((l) => l.linhas > 0);
}
