import { CATEGORIAS_DEPRECIACAO, type CategoriaDepreciacao, eurosToCents } from '@contas/core';
import type { DepreciacaoDoAno } from '@contas/core/contrato';

/**
 * While editing, an amount is what the field holds: a number, or its text while incomplete
 * ('' blank, '12.' before the decimals); it becomes a number when the field is left and on saving.
 */
export type DepreciacaoAnoDraft = { year: number } & Record<CategoriaDepreciacao, number | string>;

export const CATEGORIAS: readonly CategoriaDepreciacao[] = CATEGORIAS_DEPRECIACAO.map((c) => c.key);

export const LOAD_FAILED_MESSAGE = 'Erro ao carregar as depreciações';
export const SAVE_FAILED_MESSAGE = 'Erro ao salvar depreciações';
export const SAVED_MESSAGE = 'Depreciações salvas com sucesso!';
export const ANO_EM_USO_MESSAGE = 'Este ano já está em uso. Por favor, escolha outro ano.';

/** SPEC §9: depreciation years are the current year ± 5. */
export const ANOS_EM_VOLTA = 5;

export function anosDisponiveis(anoAtual: number): number[] {
  return Array.from({ length: 2 * ANOS_EM_VOLTA + 1 }, (_, i) => anoAtual - ANOS_EM_VOLTA + i);
}

/** SPEC §5: an amount as typed to euros: blank, not a number or below 0 → 0; rounded to 2 decimals. */
export function normalizarValor(valor: number | string | null | undefined): number {
  if (valor === null || valor === undefined) return 0;
  const n = typeof valor === 'number' ? valor : Number(String(valor).trim().replace(',', '.'));
  if (String(valor).trim() === '' || !Number.isFinite(n) || n <= 0) return 0;
  return eurosToCents(n) / 100;
}

/** The rows as the server takes them: blanks become 0, amounts rounded, ordered by year. */
export function depreciacoesPayload(linhas: readonly DepreciacaoAnoDraft[]): DepreciacaoDoAno[] {
  return linhas
    .map((linha) => {
      const limpa = { year: linha.year } as DepreciacaoDoAno;
      for (const categoria of CATEGORIAS) limpa[categoria] = normalizarValor(linha[categoria]);
      return limpa;
    })
    .sort((a, b) => a.year - b.year);
}

/** Whether a row other than `ownIndex` already has `year`. */
export function anoEmUso(linhas: readonly { year: number }[], year: number, ownIndex: number): boolean {
  return linhas.some((linha, i) => i !== ownIndex && linha.year === year);
}

/**
 * SPEC §5: the years a row may take: current year −5..+5 not used by another row, plus the row's
 * own year (even when outside the window), in order.
 */
export function opcoesAnoDaLinha(
  linhas: readonly { year: number }[],
  index: number,
  anoAtual: number,
): number[] {
  const proprio = linhas[index]?.year;
  const anos = new Set(anosDisponiveis(anoAtual).filter((ano) => !anoEmUso(linhas, ano, index)));
  if (proprio !== undefined) anos.add(proprio);
  return [...anos].sort((a, b) => a - b);
}

/**
 * The year of a new row: the one after the latest row when it is free and within the window, else
 * the current year when free, else the first free year of the window; undefined when all are used.
 */
export function proximoAno(linhas: readonly { year: number }[], anoAtual: number): number | undefined {
  const janela = anosDisponiveis(anoAtual);
  const livre = (ano: number) => janela.includes(ano) && !linhas.some((l) => l.year === ano);
  if (linhas.length === 0) return anoAtual;
  const seguinte = Math.max(...linhas.map((l) => l.year)) + 1;
  if (livre(seguinte)) return seguinte;
  if (livre(anoAtual)) return anoAtual;
  return janela.find(livre);
}

export function linhaVazia(year: number): DepreciacaoDoAno {
  const linha = { year } as DepreciacaoDoAno;
  for (const categoria of CATEGORIAS) linha[categoria] = 0;
  return linha;
}

/** The depreciation screen (SPEC §4): view ⇄ edit, with a dirty flag while editing. */
export interface EstadoDepreciacoes {
  aEditar: boolean;
  sujo: boolean;
  linhas: DepreciacaoAnoDraft[];
  /** Why the last year change was refused. */
  erroAno?: string;
}

export type AcaoDepreciacoes =
  | { tipo: 'editar'; linhas: readonly DepreciacaoDoAno[] }
  | { tipo: 'mudarValor'; index: number; categoria: CategoriaDepreciacao; valor: number | string }
  | { tipo: 'mudarAno'; index: number; ano: number }
  | { tipo: 'adicionarAno'; anoAtual: number }
  | { tipo: 'removerAno'; index: number }
  | { tipo: 'fecharErroAno' }
  /** 'Cancelar' (after the confirmation when dirty): back to view, nothing kept. */
  | { tipo: 'cancelar' }
  /** 'Salvar' succeeded. */
  | { tipo: 'salvo' };

export const ESTADO_INICIAL: EstadoDepreciacoes = { aEditar: false, sujo: false, linhas: [] };

function copia(linhas: readonly DepreciacaoDoAno[]): DepreciacaoAnoDraft[] {
  return linhas.map((linha) => ({ ...linha }));
}

export function depreciacoesReducer(estado: EstadoDepreciacoes, acao: AcaoDepreciacoes): EstadoDepreciacoes {
  switch (acao.tipo) {
    case 'editar':
      return { aEditar: true, sujo: false, linhas: copia(acao.linhas) };
    case 'mudarValor': {
      const atual = estado.linhas[acao.index];
      if (!atual || atual[acao.categoria] === acao.valor) return estado;
      const linhas = estado.linhas.map((linha, i) =>
        i === acao.index ? { ...linha, [acao.categoria]: acao.valor } : linha,
      );
      return { ...estado, linhas, sujo: true };
    }
    case 'mudarAno': {
      const atual = estado.linhas[acao.index];
      if (!atual || atual.year === acao.ano) return estado;
      if (anoEmUso(estado.linhas, acao.ano, acao.index)) return { ...estado, erroAno: ANO_EM_USO_MESSAGE };
      const linhas = estado.linhas.map((linha, i) =>
        i === acao.index ? { ...linha, year: acao.ano } : linha,
      );
      return { ...estado, linhas, sujo: true, erroAno: undefined };
    }
    case 'adicionarAno': {
      const ano = proximoAno(estado.linhas, acao.anoAtual);
      if (ano === undefined) return estado;
      return { ...estado, linhas: [...estado.linhas, linhaVazia(ano)], sujo: true, erroAno: undefined };
    }
    case 'removerAno':
      return { ...estado, linhas: estado.linhas.filter((_, i) => i !== acao.index), sujo: true };
    case 'fecharErroAno':
      return { ...estado, erroAno: undefined };
    case 'cancelar':
    case 'salvo':
      return ESTADO_INICIAL;
  }
}
