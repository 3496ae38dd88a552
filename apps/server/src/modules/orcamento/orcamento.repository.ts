import { chaveLinhaOrcamento, type LinhaOrcamento, mesesDoOrcamento } from '@contas/core/modelos';
import type { Queryable } from '../../db/database';

export type LinhaOrcamentoRow = {
  id: string;
  loja_id: string;
  loja_nome: string;
  ano: number;
  mes: number;
  nif: string | null;
  emitente: string | null;
  categoria_a: string;
  subcategoria_a: string;
  centro_custo_a: string | null;
  categoria_b: string;
  subcategoria_b: string;
  rubrica_b: string;
  subrubrica_b: string | null;
  tipologia: string;
  gasto: string;
  taxa_iva: number;
  base_cents: number;
  iva_cents: number;
  total_cents: number;
  importacao_id: string | null;
  nome_ficheiro: string | null;
  importado_em: Date | null;
};

/** How many times each line content is in a store's budget for a year, before it is replaced. */
export async function contarLinhasAtuais(
  tx: Queryable,
  empresaId: string,
  lojaId: string,
  ano: number,
): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ chave: string; vezes: number }>(
    `select chave, count(distinct linha)::int as vezes from orcamento_linhas
     where empresa_id = $1 and loja_id = $2 and ano = $3 group by chave`,
    [empresaId, lojaId, ano],
  );
  return new Map(rows.map((r) => [r.chave, r.vezes]));
}

/** Replaces a store's budget for a year by the given lines, one row per line and month with a value. */
export async function substituirOrcamento(
  tx: Queryable,
  contexto: { empresaId: string; lojaId: string; ano: number; importacaoId: string },
  linhas: readonly LinhaOrcamento[],
): Promise<void> {
  await tx.query('delete from orcamento_linhas where empresa_id = $1 and loja_id = $2 and ano = $3', [
    contexto.empresaId,
    contexto.lojaId,
    contexto.ano,
  ]);
  const meses = linhas.flatMap((linha) => {
    const chave = chaveLinhaOrcamento(linha);
    return mesesDoOrcamento(linha).map((valores) => ({ linha, chave, ...valores }));
  });
  if (meses.length === 0) return;
  const coluna = <T>(f: (m: (typeof meses)[number]) => T) => meses.map(f);
  await tx.query(
    `insert into orcamento_linhas (empresa_id, loja_id, ano, importacao_id, mes, linha, chave, nif, emitente,
       categoria_a, subcategoria_a, centro_custo_a, categoria_b, subcategoria_b, rubrica_b, subrubrica_b, tipologia,
       gasto, taxa_iva, base_cents, iva_cents, total_cents)
     select $1, $2, $3, $4, s.*
     from unnest($5::int[], $6::int[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[],
                 $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[], $19::numeric[],
                 $20::bigint[], $21::bigint[], $22::bigint[]) as s`,
    [
      contexto.empresaId,
      contexto.lojaId,
      contexto.ano,
      contexto.importacaoId,
      coluna((m) => m.mes),
      coluna((m) => m.linha.linha),
      coluna((m) => m.chave),
      coluna((m) => m.linha.nif),
      coluna((m) => m.linha.emitente),
      coluna((m) => m.linha.categoria_A),
      coluna((m) => m.linha.subcategoria_A),
      coluna((m) => m.linha.centroCusto_A),
      coluna((m) => m.linha.categoria_B),
      coluna((m) => m.linha.subcategoria_B),
      coluna((m) => m.linha.rubrica_B),
      coluna((m) => m.linha.subrubrica_B),
      coluna((m) => m.linha.tipologia),
      coluna((m) => m.linha.gasto),
      coluna((m) => m.linha.taxaIva),
      coluna((m) => m.baseCents),
      coluna((m) => m.ivaCents),
      coluna((m) => m.totalCents),
    ],
  );
}

/** The company's budget rows, optionally of one year and/or store, in store, year, file order. */
export async function listarOrcamento(
  db: Queryable,
  empresaId: string,
  filtro: { ano?: number | undefined; lojaId?: string | undefined },
): Promise<LinhaOrcamentoRow[]> {
  const { rows } = await db.query<LinhaOrcamentoRow>(
    `select o.id, o.loja_id, l.nome as loja_nome, o.ano, o.mes, o.nif, o.emitente, o.categoria_a, o.subcategoria_a,
            o.centro_custo_a, o.categoria_b, o.subcategoria_b, o.rubrica_b, o.subrubrica_b, o.tipologia, o.gasto,
            o.taxa_iva, o.base_cents, o.iva_cents, o.total_cents, o.importacao_id, i.nome_ficheiro,
            i.criado_em as importado_em
     from orcamento_linhas o
     join lojas l on l.id = o.loja_id
     left join importacoes i on i.id = o.importacao_id
     where o.empresa_id = $1 and ($2::int is null or o.ano = $2) and ($3::uuid is null or o.loja_id = $3)
     order by l.nome, o.loja_id, o.ano, o.linha, o.mes`,
    [empresaId, filtro.ano ?? null, filtro.lojaId ?? null],
  );
  return rows;
}

export async function lojaDaEmpresa(db: Queryable, empresaId: string, lojaId: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from lojas where id = $1 and empresa_id = $2', [
    lojaId,
    empresaId,
  ]);
  return (rowCount ?? 0) > 0;
}
