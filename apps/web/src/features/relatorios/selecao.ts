import type { LojaDaEmpresa } from '@contas/core/contrato';

/** The store value that asks for the company consolidated (every store summed). */
export const TODAS_AS_LOJAS = 'todas';
export const TODAS_AS_LOJAS_LABEL = 'Todas as lojas';

/** SPEC §9: report year selectors offer 10 years back from the current year (newest first). */
export const ANOS_NOS_SELETORES = 10;

export function opcoesAnos(anoAtual: number): number[] {
  return Array.from({ length: ANOS_NOS_SELETORES }, (_, i) => anoAtual - i);
}

export interface SelecaoRelatorio {
  /** A store id, or TODAS_AS_LOJAS. */
  lojaId: string;
  ano1: number;
  ano2: number;
}

/** A store the selectors may offer: what they need of the company's stores. */
export type LojaOpcao = Pick<LojaDaEmpresa, '_id' | 'nome'>;

/** The store selector: 'Todas as lojas' first, then the company's stores in their order. */
export function opcoesLojas(lojas: readonly LojaOpcao[]): { value: string; label: string }[] {
  return [
    { value: TODAS_AS_LOJAS, label: TODAS_AS_LOJAS_LABEL },
    ...lojas.map((loja) => ({ value: loja._id, label: loja.nome })),
  ];
}

/** SPEC §2, §9: the first store (or the company when it has none yet), previous year against the current. */
export function selecaoPorOmissao(lojas: readonly LojaOpcao[], anoAtual: number): SelecaoRelatorio {
  return { lojaId: lojas[0]?._id ?? TODAS_AS_LOJAS, ano1: anoAtual - 1, ano2: anoAtual };
}

function anoValido(
  texto: string | null,
  anoAtual: number,
  opcoes: (anoAtual: number) => number[] = opcoesAnos,
): number | undefined {
  if (texto === null || !/^\d{4}$/.test(texto)) return undefined;
  const ano = Number(texto);
  return opcoes(anoAtual).includes(ano) ? ano : undefined;
}

/** The store of the address (?loja=), when the company has it (or 'todas'). */
function lojaValida(params: URLSearchParams, lojas: readonly LojaOpcao[]): string | undefined {
  const loja = params.get('loja');
  return loja !== null && (loja === TODAS_AS_LOJAS || lojas.some((l) => l._id === loja)) ? loja : undefined;
}

/**
 * The selection kept in the address (?loja=&ano1=&ano2=), so a reload or a shared link shows the
 * same report; anything missing or not offered falls back to its default.
 */
export function selecaoDosParametros(
  params: URLSearchParams,
  lojas: readonly LojaOpcao[],
  anoAtual: number,
): SelecaoRelatorio {
  const omissao = selecaoPorOmissao(lojas, anoAtual);
  return {
    lojaId: lojaValida(params, lojas) ?? omissao.lojaId,
    ano1: anoValido(params.get('ano1'), anoAtual) ?? omissao.ano1,
    ano2: anoValido(params.get('ano2'), anoAtual) ?? omissao.ano2,
  };
}

export function parametrosDaSelecao(selecao: SelecaoRelatorio): Record<string, string> {
  return { loja: selecao.lojaId, ano1: String(selecao.ano1), ano2: String(selecao.ano2) };
}

/**
 * The budget screens' years: the reports' ten back (SPEC §9) and the years a budget can be imported
 * for ahead (the import offers ten from the current one), newest first.
 */
export function opcoesAnosOrcamento(anoAtual: number): number[] {
  return Array.from({ length: ANOS_NOS_SELETORES * 2 - 1 }, (_, i) => anoAtual + ANOS_NOS_SELETORES - 1 - i);
}

/** A budget screen's store and its one year. */
export interface SelecaoOrcamento {
  /** A store id, or TODAS_AS_LOJAS. */
  lojaId: string;
  ano: number;
}

/** ?loja=&ano= of a one-year screen, among `opcoes`: the first store and the current year when missing. */
function selecaoDeUmAno(
  params: URLSearchParams,
  lojas: readonly LojaOpcao[],
  anoAtual: number,
  opcoes: (anoAtual: number) => number[],
): SelecaoOrcamento {
  return {
    lojaId: lojaValida(params, lojas) ?? selecaoPorOmissao(lojas, anoAtual).lojaId,
    ano: anoValido(params.get('ano'), anoAtual, opcoes) ?? anoAtual,
  };
}

/** ?loja=&ano= of a budget screen: the first store and the current year (SPEC §9) when missing or not offered. */
export function selecaoOrcamentoDosParametros(
  params: URLSearchParams,
  lojas: readonly LojaOpcao[],
  anoAtual: number,
): SelecaoOrcamento {
  return selecaoDeUmAno(params, lojas, anoAtual, opcoesAnosOrcamento);
}

export function parametrosDaSelecaoOrcamento(selecao: SelecaoOrcamento): Record<string, string> {
  return { loja: selecao.lojaId, ano: String(selecao.ano) };
}

/**
 * ?loja=&ano= of the one-year Resumo: the report selectors' ten years back (SPEC §9), the first store
 * and the current year when missing or not offered.
 */
export function selecaoResumoDosParametros(
  params: URLSearchParams,
  lojas: readonly LojaOpcao[],
  anoAtual: number,
): SelecaoOrcamento {
  return selecaoDeUmAno(params, lojas, anoAtual, opcoesAnos);
}
