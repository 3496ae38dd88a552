import type {
  CorrespondenciasProcessadas,
  ImportacaoConcluida,
  ImportacaoDeModeloConcluida,
  LojaDaImportacao,
  ProblemaDeImportacao,
  ResultadoDoFicheiro,
  ResultadoDoModelo,
} from '@contas/core/contrato';
import { ApiError } from '../../lib/api-client';

/** What became of one file (the `resultados` of an import's answer): an e-fatura or a statement, or a template. */
export type ResultadoFicheiro = ResultadoDoFicheiro | ResultadoDoModelo;

/** Why rows went to a store: the server's `sugerirLoja`. */
type OrigemLoja = keyof LojaDaImportacao['origens'];

const ORIGENS: ReadonlyArray<readonly [OrigemLoja, string]> = [
  ['texto', 'pela descrição'],
  ['conta', 'pela conta'],
  ['serie', 'pela série'],
  ['historico', 'pelo histórico'],
  ['primeira', 'por omissão'],
];

/** 'Loja Parque: 3 linhas (1 pela descrição, 2 pelo histórico)'. */
export function descreverLoja(loja: LojaDaImportacao): string {
  const porque = ORIGENS.flatMap(([origem, rotulo]) => {
    const n = loja.origens[origem];
    return n > 0 ? [`${n} ${rotulo}`] : [];
  });
  const linhas = contagem(loja.linhas, 'linha', 'linhas');
  return porque.length > 0 ? `${loja.nome}: ${linhas} (${porque.join(', ')})` : `${loja.nome}: ${linhas}`;
}

/** The answer of an import call (SPEC §8 success): the e-fatura and statements', or a template's. */
export type RespostaImportacao = ImportacaoConcluida | ImportacaoDeModeloConcluida;

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
  if ('categorizadas' in resultado) {
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

export function problemasVisiveis(problemas: readonly ProblemaDeImportacao[]): {
  visiveis: ProblemaDeImportacao[];
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
  /** The company has no store yet: the way out is adding one. */
  semLojas?: true;
}

/** The server's code for an import into a company without stores. */
function semLojas(error: unknown): boolean {
  const data = error instanceof ApiError ? error.data : undefined;
  const detalhes =
    typeof data === 'object' && data !== null && 'detalhes' in data ? data.detalhes : undefined;
  return (
    typeof detalhes === 'object' &&
    detalhes !== null &&
    'codigo' in detalhes &&
    detalhes.codigo === 'sem-lojas'
  );
}

export function falhaDe(titulo: string, error: unknown): Falha {
  const detalhe = error instanceof ApiError || error instanceof Error ? error.message.trim() : '';
  const falha: Falha = detalhe && detalhe !== titulo ? { titulo, detalhe } : { titulo };
  return semLojas(error) ? { ...falha, semLojas: true } : falha;
}

/** What a matching run did, in words: '12 correspondências encontradas; 3 linhas no Relatório de Erros.' */
export function descreverCorrespondencias(resposta: CorrespondenciasProcessadas): string {
  const pares = contagem(
    resposta.correspondencias,
    'correspondência encontrada',
    'correspondências encontradas',
  );
  const erros =
    resposta.erros === 0
      ? 'nenhuma linha para rever'
      : `${contagem(resposta.erros, 'linha', 'linhas')} para rever no Relatório de Erros`;
  return `${pares.charAt(0).toUpperCase()}${pares.slice(1)}; ${erros}.`;
}
