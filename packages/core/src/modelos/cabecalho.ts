import type { LinhaTabela, Tabela } from '../importers/tabela/tabela';
import { LINHAS_ATE_CABECALHO, textoCelula } from '../importers/tabela/tabela';
import { type ColunaModelo, MODELOS_XLSX, type ModeloXlsx, normalizarTitulo } from './colunas';
import type { FalhaFicheiro } from './ler-livro';

export interface Cabecalho<K extends string> {
  tabela: Tabela;
  /** Index of the header row in `tabela.linhas`. */
  indice: number;
  /** Column index of each column of the template. */
  posicoes: Record<K, number>;
}

/** A row is taken for the header when at least this many of its cells name template columns. */
const MINIMO_RECONHECIDAS = 3;

function reconhecer<K extends string>(
  linha: LinhaTabela,
  colunas: readonly ColunaModelo<K>[],
): Map<K, number> {
  const encontradas = new Map<K, number>();
  linha.celulas.forEach((celula, i) => {
    const titulo = normalizarTitulo(textoCelula(celula));
    if (titulo === '') return;
    const coluna = colunas.find(
      (c) => normalizarTitulo(c.titulo) === titulo || (c.sinonimos ?? []).includes(titulo),
    );
    if (coluna && !encontradas.has(coluna.chave)) encontradas.set(coluna.chave, i);
  });
  return encontradas;
}

interface Candidata<K extends string> {
  tabela: Tabela;
  indice: number;
  encontradas: Map<K, number>;
}

/** The row naming most of the columns, near the top of any sheet; at least a few of them. */
function melhorLinha<K extends string>(
  tabelas: readonly Tabela[],
  colunas: readonly ColunaModelo<K>[],
): Candidata<K> | undefined {
  let melhor: Candidata<K> | undefined;
  for (const tabela of tabelas) {
    tabela.linhas.slice(0, LINHAS_ATE_CABECALHO).forEach((linha, indice) => {
      const encontradas = reconhecer(linha, colunas);
      if (encontradas.size >= MINIMO_RECONHECIDAS && encontradas.size > (melhor?.encontradas.size ?? 0))
        melhor = { tabela, indice, encontradas };
    });
  }
  return melhor;
}

/**
 * Finds the template's header by content (any sheet, near the top, columns in any order). A file
 * that is another of our templates, or this one with columns removed, is told so precisely.
 */
export function encontrarCabecalho<K extends string>(
  tabelas: readonly Tabela[],
  modelo: ModeloXlsx<K>,
): Cabecalho<K> | { falha: FalhaFicheiro } {
  const melhor = melhorLinha(tabelas, modelo.colunas);
  const completa = melhor && melhor.encontradas.size === modelo.colunas.length;
  if (!completa) {
    const outro = MODELOS_XLSX.find(
      (m) => m !== modelo && melhorLinha(tabelas, m.colunas)?.encontradas.size === m.colunas.length,
    );
    if (outro) {
      const motivo = `O ficheiro é o ${outro.nome}, não o ${modelo.nome}: importe-o em "${outro.opcao}".`;
      return { falha: { tipo: 'modelo', motivo } };
    }
  }
  if (!melhor) {
    const nomes = modelo.colunas
      .slice(0, 4)
      .map((c) => c.titulo)
      .join(', ');
    return {
      falha: {
        tipo: 'modelo',
        motivo:
          `O ficheiro não segue o ${modelo.nome}: não foi encontrado o cabeçalho (${nomes}, …). ` +
          'Descarregue o modelo no ecrã de importação e preencha-o.',
      },
    };
  }
  const { encontradas } = melhor;
  if (!completa) {
    const faltam = modelo.colunas.filter((c) => !encontradas.has(c.chave)).map((c) => `"${c.titulo}"`);
    return {
      falha: {
        tipo: 'modelo',
        motivo: `Faltam colunas do ${modelo.nome} na linha ${melhor.tabela.linhas[melhor.indice]?.numero}: ${faltam.join(', ')}.`,
      },
    };
  }
  return {
    tabela: melhor.tabela,
    indice: melhor.indice,
    posicoes: Object.fromEntries(encontradas) as Record<K, number>,
  };
}
