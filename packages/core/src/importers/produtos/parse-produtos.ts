import { MESES } from '../../dates/dates';
import { encontrarCabecalho } from '../../modelos/cabecalho';
import { type ChaveColunaProdutos, COLUNAS_PRODUTOS, MODELO_XLSX_PRODUTOS } from '../../modelos/colunas';
import { LeitorLinha } from '../../modelos/ler-linha';
import { lerLivroModelo } from '../../modelos/ler-livro';
import { problemasDaLinha, type ResultadoModelo, resultadoDeFalha } from '../../modelos/resultado';
import { linhaVazia } from '../tabela/tabela';
import type { Problema } from '../tipos';

export const MODELO_PRODUTOS = MODELO_XLSX_PRODUTOS.nome;

/** One line of the Produtos Mensais template: a product's units sold in each month of a year. */
export interface LinhaProdutos {
  linha: number;
  produto: string;
  ano: number;
  /** Jan..Dez; null where the cell is empty (that month is left as it was). */
  quantidades: (number | null)[];
}

/**
 * Reads a filled Produtos Mensais template. Product and year are required; quantities are whole
 * numbers, 0 or more. A product written twice for one year is reported on its second row. Never throws.
 */
export async function parseProdutos(bytes: Uint8Array): Promise<ResultadoModelo<LinhaProdutos>> {
  const livro = await lerLivroModelo(bytes, MODELO_PRODUTOS);
  if ('falha' in livro) return resultadoDeFalha(livro.falha);
  const cabecalho = encontrarCabecalho(livro.folhas, MODELO_XLSX_PRODUTOS);
  if ('falha' in cabecalho) return resultadoDeFalha(cabecalho.falha);

  const rows: LinhaProdutos[] = [];
  const issues: Problema[] = [];
  const vistos = new Map<string, number>();
  for (const dados of cabecalho.tabela.linhas.slice(cabecalho.indice + 1)) {
    if (linhaVazia(dados.celulas)) continue;
    const leitor = new LeitorLinha<ChaveColunaProdutos>(dados, cabecalho, COLUNAS_PRODUTOS);
    const produto = leitor.texto('produto', 200);
    const ano = leitor.ano('ano');
    const quantidades = MESES.map((mes) => leitor.quantidade(mes));
    if (produto === null && leitor.vazia('produto')) leitor.erro('produto', 'em falta.');
    if (ano === null && leitor.vazia('ano')) leitor.erro('ano', 'em falta.');
    if (produto !== null && ano !== null) {
      const chave = JSON.stringify([produto, ano]);
      const anterior = vistos.get(chave);
      if (anterior !== undefined)
        leitor.problemas.push(`O produto "${produto}" de ${ano} já está na linha ${anterior}.`);
      else if (leitor.problemas.length === 0) vistos.set(chave, dados.numero);
    }
    if (produto === null || ano === null || leitor.problemas.length > 0)
      issues.push(...problemasDaLinha(dados.numero, leitor.problemas));
    else rows.push({ linha: dados.numero, produto, ano, quantidades });
  }
  return { rows, issues };
}
