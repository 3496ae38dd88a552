import type { Problema } from '@contas/core/importers';
import type { Queryable } from '../../db/database';

export type TipoImportacaoModelo = 'planilha' | 'orcamento' | 'produtos';

export type Contagens = { importadas: number; duplicadas: number; atualizadas: number; recusadas: number };

/** What an upload of a template answers for its file (SPEC §7 "Imports"; the same shape as e-fatura/bank). */
export type ResultadoImportacao = Contagens & {
  _id: string;
  ficheiro: string;
  tipo: TipoImportacaoModelo;
  formato: string;
  problemas: Problema[];
};

/** A file full of bad lines must not make an answer (or a jsonb column) of megabytes. */
const MAX_PROBLEMAS = 1000;

/** Lines with at least one problem (the file-wide line 0 aside). */
export function linhasRecusadas(problemas: readonly Problema[]): number {
  return new Set(problemas.filter((p) => p.linha > 0).map((p) => p.linha)).size;
}

export async function criarImportacao(
  tx: Queryable,
  dados: {
    empresaId: string;
    lojaId: string;
    tipo: TipoImportacaoModelo;
    formato: string;
    nomeFicheiro: string;
    userId: string;
    /** Written in parts (the embedded database): 'em curso' until `concluirImportacao`. */
    emCurso?: boolean;
  },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into importacoes (empresa_id, loja_id, tipo, formato, nome_ficheiro, criado_por, em_curso)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      dados.empresaId,
      dados.lojaId,
      dados.tipo,
      dados.formato,
      dados.nomeFicheiro,
      dados.userId,
      dados.emCurso ?? false,
    ],
  );
  return rows[0]?.id as string;
}

/** Records the outcome and answers it in the API's shape. */
export async function concluirImportacao(
  tx: Queryable,
  importacao: { id: string; ficheiro: string; tipo: TipoImportacaoModelo; formato: string },
  contagens: Contagens,
  todosProblemas: readonly Problema[],
  detalhes: Record<string, unknown> = {},
): Promise<ResultadoImportacao> {
  const problemas = todosProblemas.slice(0, MAX_PROBLEMAS);
  await tx.query(
    `update importacoes set importadas = $2, duplicadas = $3, atualizadas = $4, recusadas = $5, detalhes = $6,
                            em_curso = false
     where id = $1`,
    [
      importacao.id,
      contagens.importadas,
      contagens.duplicadas,
      contagens.atualizadas,
      contagens.recusadas,
      JSON.stringify({ ...detalhes, problemas }),
    ],
  );
  const { id, ficheiro, tipo, formato } = importacao;
  return { _id: id, ficheiro, tipo, formato, ...contagens, problemas };
}
