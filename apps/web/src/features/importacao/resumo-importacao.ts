import { ApiError } from '../../lib/api-client';

/** A line the server could not take: `linha` 0 means the file as a whole. */
export interface ProblemaImportacao {
  linha: number;
  motivo: string;
}

/** What became of one file (the `resultados` of an import's answer). */
export interface ResultadoFicheiro {
  ficheiro: string;
  tipo: string;
  formato: string;
  importadas: number;
  duplicadas: number;
  atualizadas: number;
  recusadas: number;
  problemas: ProblemaImportacao[];
  /** Rows that received a categorisation learned from the company's history, when the server says. */
  categorizadas?: number;
  /** How many new rows went to each store, and why, when the server says (e-fatura and statements). */
  lojas?: LojaDoResultado[];
}

/** Why rows went to a store: the server's `sugerirLoja`. */
export type OrigemLoja = 'texto' | 'conta' | 'serie' | 'historico' | 'primeira';

export interface LojaDoResultado {
  _id: string;
  nome: string;
  linhas: number;
  origens: Partial<Record<OrigemLoja, number>>;
}

const ORIGENS: ReadonlyArray<readonly [OrigemLoja, string]> = [
  ['texto', 'pela descrição'],
  ['conta', 'pela conta'],
  ['serie', 'pela série'],
  ['historico', 'pelo histórico'],
  ['primeira', 'por omissão'],
];

/** 'Loja Parque: 3 linhas (1 pela descrição, 2 pelo histórico)'. */
export function descreverLoja(loja: LojaDoResultado): string {
  const porque = ORIGENS.flatMap(([origem, rotulo]) => {
    const n = loja.origens[origem] ?? 0;
    return n > 0 ? [`${n} ${rotulo}`] : [];
  });
  const linhas = contagem(loja.linhas, 'linha', 'linhas');
  return porque.length > 0 ? `${loja.nome}: ${linhas} (${porque.join(', ')})` : `${loja.nome}: ${linhas}`;
}

/** The answer of every import call (SPEC §8 success). */
export interface RespostaImportacao {
  message: string;
  resultados: ResultadoFicheiro[];
}

/** `POST /api/processar-correspondencias/{empresaId}`. */
export interface RespostaCorrespondencias {
  message: string;
  /** How many pairs the run made (a count, or the pairs themselves). */
  correspondencias: number | unknown[];
  /** How many lines went to the errors report (a count, or the lines). */
  erros: number | unknown[];
}

const TIPOS_FICHEIRO: Record<string, string> = {
  efatura: 'E-fatura',
  extrato: 'Extrato bancário',
  planilha: 'Planilha Completa',
  'planilha-completa': 'Planilha Completa',
  orcamento: 'Orçamento Anual',
  produtos: 'Produtos Mensais',
};

/** The kind of a file in words; an unknown kind as the server wrote it. */
export function formatTipoFicheiro(tipo: string): string {
  return TIPOS_FICHEIRO[tipo] ?? tipo;
}

function contagem(valor: number, singular: string, plural: string): string {
  return `${valor} ${valor === 1 ? singular : plural}`;
}

export interface ContagemResumo {
  chave: 'importadas' | 'duplicadas' | 'atualizadas' | 'recusadas' | 'categorizadas';
  rotulo: string;
  valor: number;
}

/** The counts of a file, labelled, in the order the summary shows them. */
export function contagensDoResultado(resultado: ResultadoFicheiro): ContagemResumo[] {
  const linhas: ContagemResumo[] = [
    { chave: 'importadas', rotulo: 'Importadas', valor: resultado.importadas },
    { chave: 'duplicadas', rotulo: 'Duplicadas (já existiam)', valor: resultado.duplicadas },
    { chave: 'atualizadas', rotulo: 'Atualizadas', valor: resultado.atualizadas },
    { chave: 'recusadas', rotulo: 'Recusadas', valor: resultado.recusadas },
  ];
  if (resultado.categorizadas !== undefined) {
    linhas.push({
      chave: 'categorizadas',
      rotulo: 'Categorizadas automaticamente',
      valor: resultado.categorizadas,
    });
  }
  return linhas;
}

/** One sentence per file: '12 linhas importadas, 3 duplicadas, 0 atualizadas e 1 recusada.' */
export function descreverResultado(resultado: ResultadoFicheiro): string {
  const partes = [
    contagem(resultado.importadas, 'linha importada', 'linhas importadas'),
    contagem(resultado.duplicadas, 'duplicada', 'duplicadas'),
    contagem(resultado.atualizadas, 'atualizada', 'atualizadas'),
    contagem(resultado.recusadas, 'recusada', 'recusadas'),
  ];
  return `${partes.slice(0, -1).join(', ')} e ${partes.at(-1)}.`;
}

/** The line of a problem as the table shows it: 0 is the file as a whole. */
export function formatLinhaProblema(linha: number): string {
  return linha > 0 ? String(linha) : 'Ficheiro';
}

/** At most this many problems are listed per file; the rest are counted. */
export const MAX_PROBLEMAS_VISIVEIS = 200;

export function problemasVisiveis(problemas: readonly ProblemaImportacao[]): {
  visiveis: ProblemaImportacao[];
  ocultos: number;
} {
  const ordenados = [...problemas].sort((a, b) => a.linha - b.linha);
  return {
    visiveis: ordenados.slice(0, MAX_PROBLEMAS_VISIVEIS),
    ocultos: Math.max(0, ordenados.length - MAX_PROBLEMAS_VISIVEIS),
  };
}

/** A failed call as the screen shows it: the §8 message, then the server's precise reason. */
export interface Falha {
  titulo: string;
  detalhe?: string;
}

export function falhaDe(titulo: string, error: unknown): Falha {
  const detalhe = error instanceof ApiError || error instanceof Error ? error.message.trim() : '';
  return detalhe && detalhe !== titulo ? { titulo, detalhe } : { titulo };
}

function contar(valor: unknown): number | undefined {
  if (typeof valor === 'number' && Number.isFinite(valor)) return valor;
  if (Array.isArray(valor)) return valor.length;
  return undefined;
}

/** What a matching run did, in words: '12 correspondências encontradas; 3 linhas no Relatório de Erros.' */
export function descreverCorrespondencias(resposta: Partial<RespostaCorrespondencias> | undefined): string {
  const pares = contar(resposta?.correspondencias);
  const erros = contar(resposta?.erros);
  const partes: string[] = [];
  if (pares !== undefined) {
    partes.push(contagem(pares, 'correspondência encontrada', 'correspondências encontradas'));
  }
  if (erros !== undefined) {
    partes.push(
      erros === 0
        ? 'nenhuma linha para rever'
        : `${contagem(erros, 'linha', 'linhas')} para rever no Relatório de Erros`,
    );
  }
  if (partes.length === 0) return '';
  const frase = partes.join('; ');
  return `${frase.charAt(0).toUpperCase()}${frase.slice(1)}.`;
}
