import { CAMPOS_CLASSIFICACAO, type Classificacao } from '@contas/core';
import type { LinhaPlanilhaCompleta } from '@contas/core/modelos';
import type { Queryable } from '../../db/database';

export type LinhaExistente = Classificacao & { id: string };

/** A row of the file on its way into the ledger, with the key it is known by. */
export type LinhaParaGravar = LinhaPlanilhaCompleta & {
  /** Hash of store and content, for rows without a document (NIF + Nº Fatura); null for documents. */
  chaveConteudo: string | null;
};

const CLASSIFICACAO = `p.categoria_a as "categoria_A", p.subcategoria_a as "subcategoria_A", p.categoria_b as "categoria_B",
  p.subcategoria_b as "subcategoria_B", p.rubrica_b as "rubrica_B", p.tipologia, p.gasto`;

/**
 * The company's imported rows (never the manual ones) for these documents, keyed 'nif|numero', and
 * for these content keys, keyed by the key.
 */
export async function encontrarExistentes(
  tx: Queryable,
  empresaId: string,
  documentos: readonly { nif: string; numeroFatura: string }[],
  chaves: readonly string[],
): Promise<{ porDocumento: Map<string, LinhaExistente>; porChave: Map<string, LinhaExistente> }> {
  const porDocumento = new Map<string, LinhaExistente>();
  const porChave = new Map<string, LinhaExistente>();
  if (documentos.length > 0) {
    const { rows } = await tx.query<LinhaExistente & { nif: string; numero_fatura: string }>(
      `select p.id, p.nif, p.numero_fatura, ${CLASSIFICACAO}
       from planilha p join unnest($2::text[], $3::text[]) as d (nif, numero) on p.nif = d.nif and p.numero_fatura = d.numero
       where p.empresa_id = $1 and not p.criada_manualmente`,
      [empresaId, documentos.map((d) => d.nif), documentos.map((d) => d.numeroFatura)],
    );
    for (const { nif, numero_fatura, ...linha } of rows) porDocumento.set(`${nif}|${numero_fatura}`, linha);
  }
  if (chaves.length > 0) {
    const { rows } = await tx.query<LinhaExistente & { chave_conteudo: string }>(
      `select p.id, p.chave_conteudo, ${CLASSIFICACAO}
       from planilha p where p.empresa_id = $1 and p.chave_conteudo = any($2::text[])`,
      [empresaId, chaves],
    );
    for (const { chave_conteudo, ...linha } of rows) porChave.set(chave_conteudo, linha);
  }
  return { porDocumento, porChave };
}

/** A row with both an invoice and a statement part was matched by whoever filled the file. */
function estado(l: LinhaPlanilhaCompleta): string {
  const temFatura =
    l.nif !== null ||
    l.numeroFatura !== null ||
    l.dataEmissao !== null ||
    l.totalCents !== null ||
    l.baseCents !== null;
  if (!temFatura) return 'Sem fatura';
  return l.extratoValorCents === null ? 'Pendente' : 'Manual';
}

/** Inserts the new rows in one statement; a row another import wrote meanwhile is skipped. Answers how many went in. */
export async function inserirLinhas(
  tx: Queryable,
  contexto: { empresaId: string; lojaId: string; importacaoId: string; userId: string },
  linhas: readonly LinhaParaGravar[],
): Promise<number> {
  if (linhas.length === 0) return 0;
  const coluna = <T>(f: (l: LinhaParaGravar) => T) => linhas.map(f);
  const { rowCount } = await tx.query(
    `insert into planilha (empresa_id, loja_id, importacao_id, criado_por, atualizado_por, status_correspondencia,
       nif, emitente, numero_fatura, data_emissao, base_cents, iva_cents, total_cents,
       extrato_descricao, extrato_data, extrato_valor_cents, tipo_movimento, data_pagamento,
       categoria_a, subcategoria_a, categoria_b, subcategoria_b, rubrica_b, tipologia, gasto, chave_conteudo)
     select $1, $2, $3, $4, $4, s.estado, s.nif, s.emitente, s.numero_fatura, s.data_emissao, s.base, s.iva, s.total,
       s.descritivo, case when s.extrato is not null then s.data_pagamento end, s.extrato, s.tipo_movimento,
       s.data_pagamento, s.categoria_a, s.subcategoria_a, s.categoria_b, s.subcategoria_b, s.rubrica_b, s.tipologia,
       s.gasto, s.chave
     from unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::date[], $10::bigint[], $11::bigint[],
                 $12::bigint[], $13::text[], $14::bigint[], $15::text[], $16::date[], $17::text[], $18::text[],
                 $19::text[], $20::text[], $21::text[], $22::text[], $23::text[], $24::text[])
       as s (estado, nif, emitente, numero_fatura, data_emissao, base, iva, total, descritivo, extrato, tipo_movimento,
             data_pagamento, categoria_a, subcategoria_a, categoria_b, subcategoria_b, rubrica_b, tipologia, gasto, chave)
     on conflict do nothing`,
    [
      contexto.empresaId,
      contexto.lojaId,
      contexto.importacaoId,
      contexto.userId,
      coluna(estado),
      coluna((l) => l.nif),
      coluna((l) => l.emitente),
      coluna((l) => l.numeroFatura),
      coluna((l) => l.dataEmissao),
      coluna((l) => l.baseCents),
      coluna((l) => l.ivaCents),
      coluna((l) => l.totalCents),
      coluna((l) => l.descritivo),
      coluna((l) => l.extratoValorCents),
      coluna((l) => l.tipoMovimento),
      coluna((l) => l.dataPagamento),
      coluna((l) => l.categoria_A),
      coluna((l) => l.subcategoria_A),
      coluna((l) => l.categoria_B),
      coluna((l) => l.subcategoria_B),
      coluna((l) => l.rubrica_B),
      coluna((l) => l.tipologia),
      coluna((l) => l.gasto),
      coluna((l) => l.chaveConteudo),
    ],
  );
  return rowCount ?? 0;
}

/** The classification fields that differ between a stored row and the file's. */
export function camposAlterados(antes: Classificacao, depois: Classificacao): (keyof Classificacao)[] {
  return CAMPOS_CLASSIFICACAO.filter((campo) => antes[campo] !== depois[campo]);
}

/**
 * Gives existing rows the file's classification, with one history entry per changed field (who, when,
 * before → after): a re-import is an edit like any other.
 */
export async function reclassificar(
  tx: Queryable,
  contexto: { empresaId: string; userId: string },
  alteracoes: readonly { antes: LinhaExistente; depois: Classificacao }[],
): Promise<void> {
  if (alteracoes.length === 0) return;
  const coluna = <T>(f: (a: (typeof alteracoes)[number]) => T) => alteracoes.map(f);
  await tx.query(
    `update planilha p set categoria_a = s.categoria_a, subcategoria_a = s.subcategoria_a, categoria_b = s.categoria_b,
       subcategoria_b = s.subcategoria_b, rubrica_b = s.rubrica_b, tipologia = s.tipologia, gasto = s.gasto,
       versao = p.versao + 1, atualizado_em = now(), atualizado_por = $1
     from unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
       as s (id, categoria_a, subcategoria_a, categoria_b, subcategoria_b, rubrica_b, tipologia, gasto)
     where p.id = s.id`,
    [
      contexto.userId,
      coluna((a) => a.antes.id),
      coluna((a) => a.depois.categoria_A),
      coluna((a) => a.depois.subcategoria_A),
      coluna((a) => a.depois.categoria_B),
      coluna((a) => a.depois.subcategoria_B),
      coluna((a) => a.depois.rubrica_B),
      coluna((a) => a.depois.tipologia),
      coluna((a) => a.depois.gasto),
    ],
  );
  const historico = alteracoes.flatMap(({ antes, depois }) =>
    camposAlterados(antes, depois).map((campo) => ({
      id: antes.id,
      campo,
      antes: antes[campo],
      depois: depois[campo],
    })),
  );
  await tx.query(
    `insert into planilha_historico (empresa_id, planilha_id, user_id, acao, campo, antes, depois)
     select $1, s.id, $2, 'importacao-planilha', s.campo, to_jsonb(s.antes), to_jsonb(s.depois)
     from unnest($3::uuid[], $4::text[], $5::text[], $6::text[]) as s (id, campo, antes, depois)`,
    [
      contexto.empresaId,
      contexto.userId,
      historico.map((h) => h.id),
      historico.map((h) => h.campo),
      historico.map((h) => h.antes),
      historico.map((h) => h.depois),
    ],
  );
}
