import {
  chaveLinhaOrcamento,
  type LinhaOrcamento,
  MODELO_ORCAMENTO,
  mesesDoOrcamento,
  parseOrcamento,
} from '@contas/core/modelos';
import type pg from 'pg';
import { type Queryable, withTransaction } from '../../db/database';
import { invalido } from '../../errors/app-error';
import {
  concluirImportacao,
  criarImportacao,
  linhasRecusadas,
  type ResultadoImportacao,
} from '../modelos/importacoes.repository';
import { erroDaFalha, type FicheiroModelo } from '../modelos/upload';
import { contarLinhasAtuais, substituirOrcamento } from './orcamento.repository';

export const FORMATO_ORCAMENTO = 'Modelo do Orçamento Anual (XLSX)';

/** A budget with refused lines is not imported: a budget missing some lines would mislead every report. */
export class OrcamentoComErros extends Error {
  constructor(readonly resultado: Omit<ResultadoImportacao, '_id'>) {
    const { recusadas } = resultado;
    super(
      `O orçamento não foi importado: ${recusadas === 1 ? '1 linha tem erros' : `${recusadas} linhas têm erros`}. ` +
        'Corrija-as e importe de novo o ficheiro.',
    );
  }
}

/**
 * Imports a filled Orçamento Anual template as the budget of one store and year, replacing the one
 * there in one transaction (the same file twice gives the same budget). The file's year, when it
 * states one, must be the year chosen; a line without any monthly amount is not a budget line.
 */
export class OrcamentoService {
  constructor(private readonly pool: pg.Pool) {}

  async importar(
    contexto: { empresaId: string; lojaId: string; userId: string; ano: number },
    ficheiro: FicheiroModelo,
  ): Promise<ResultadoImportacao> {
    const lido = await parseOrcamento(ficheiro.bytes);
    if (lido.falha) throw erroDaFalha(ficheiro.nome, lido.falha);
    if (lido.ano !== null && lido.ano !== contexto.ano) {
      throw invalido(
        `"${ficheiro.nome}" é o orçamento de ${lido.ano} (célula B1), mas escolheu o ano ${contexto.ano}. ` +
          `Escolha ${lido.ano} ou corrija o ano no ficheiro.`,
      );
    }
    const identificacao = { ficheiro: ficheiro.nome, tipo: 'orcamento' as const, formato: FORMATO_ORCAMENTO };
    if (lido.issues.length > 0) {
      const recusadas = linhasRecusadas(lido.issues);
      throw new OrcamentoComErros({
        ...identificacao,
        importadas: 0,
        duplicadas: 0,
        atualizadas: 0,
        recusadas,
        problemas: lido.issues,
      });
    }
    const linhas = lido.rows.filter((l) => mesesDoOrcamento(l).length > 0);
    if (linhas.length === 0)
      throw invalido(`"${ficheiro.nome}": o orçamento não tem linhas com valores nos meses (Jan a Dez).`);

    return withTransaction(this.pool, (tx) => gravarOrcamento(tx, contexto, ficheiro.nome, linhas));
  }
}

/**
 * Stores the lines as the budget of one store and year in the caller's transaction, replacing the one there,
 * and records the import: what the template's import does once the file is read (the demo's budget too).
 */
export async function gravarOrcamento(
  tx: Queryable,
  contexto: { empresaId: string; lojaId: string; userId: string; ano: number },
  nomeFicheiro: string,
  linhas: readonly LinhaOrcamento[],
): Promise<ResultadoImportacao> {
  const identificacao = { ficheiro: nomeFicheiro, tipo: 'orcamento' as const, formato: FORMATO_ORCAMENTO };
  const importacaoId = await criarImportacao(tx, {
    ...contexto,
    tipo: 'orcamento',
    formato: FORMATO_ORCAMENTO,
    nomeFicheiro,
  });
  const anteriores = await contarLinhasAtuais(tx, contexto.empresaId, contexto.lojaId, contexto.ano);
  // A line already in the budget being replaced counts as a duplicate, so a re-import says "nothing new".
  let duplicadas = 0;
  for (const linha of linhas) {
    const chave = chaveLinhaOrcamento(linha);
    const vezes = anteriores.get(chave) ?? 0;
    if (vezes > 0) {
      duplicadas += 1;
      anteriores.set(chave, vezes - 1);
    }
  }
  await substituirOrcamento(tx, { ...contexto, importacaoId }, linhas);
  const removidas = [...anteriores.values()].reduce((a, b) => a + b, 0);
  return concluirImportacao(
    tx,
    { id: importacaoId, ...identificacao },
    { importadas: linhas.length - duplicadas, duplicadas, atualizadas: 0, recusadas: 0 },
    [],
    { modelo: MODELO_ORCAMENTO, ano: contexto.ano, removidas },
  );
}
