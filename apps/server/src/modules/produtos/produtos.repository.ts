import type { Queryable } from '../../db/database';

export type Quantidade = { produto: string; ano: number; mes: number; quantidade: number };

/** The quantities already stored for these products and years of a store, keyed by `chaveQuantidade`. */
export async function quantidadesAtuais(
  tx: Queryable,
  contexto: { empresaId: string; lojaId: string },
  produtosAnos: readonly { produto: string; ano: number }[],
): Promise<Map<string, number>> {
  if (produtosAnos.length === 0) return new Map();
  const { rows } = await tx.query<Quantidade>(
    `select v.produto, v.ano, v.mes, v.quantidade
     from produtos_vendas v join unnest($3::text[], $4::int[]) as p (produto, ano) on v.produto = p.produto and v.ano = p.ano
     where v.empresa_id = $1 and v.loja_id = $2`,
    [contexto.empresaId, contexto.lojaId, produtosAnos.map((p) => p.produto), produtosAnos.map((p) => p.ano)],
  );
  return new Map(rows.map((r) => [chaveQuantidade(r), r.quantidade]));
}

export function chaveQuantidade(q: Pick<Quantidade, 'produto' | 'ano' | 'mes'>): string {
  return JSON.stringify([q.produto, q.ano, q.mes]);
}

/** Writes each (product, year, month) quantity, replacing the one there. */
export async function gravarQuantidades(
  tx: Queryable,
  contexto: { empresaId: string; lojaId: string; importacaoId: string },
  quantidades: readonly Quantidade[],
): Promise<void> {
  if (quantidades.length === 0) return;
  await tx.query(
    `insert into produtos_vendas (empresa_id, loja_id, importacao_id, produto, ano, mes, quantidade)
     select $1, $2, $3, s.* from unnest($4::text[], $5::int[], $6::int[], $7::int[]) as s
     on conflict (empresa_id, loja_id, produto, ano, mes) do update
       set quantidade = excluded.quantidade, importacao_id = excluded.importacao_id, atualizado_em = now()
       where produtos_vendas.quantidade <> excluded.quantidade`,
    [
      contexto.empresaId,
      contexto.lojaId,
      contexto.importacaoId,
      quantidades.map((q) => q.produto),
      quantidades.map((q) => q.ano),
      quantidades.map((q) => q.mes),
      quantidades.map((q) => q.quantidade),
    ],
  );
}

/** Units sold by product, year and month in the years asked, of one store or summed over every store. */
export async function quantidadesVendidas(
  db: Queryable,
  empresaId: string,
  lojaId: string | undefined,
  anos: readonly number[],
): Promise<Quantidade[]> {
  const { rows } = await db.query<Quantidade>(
    `select produto, ano, mes, sum(quantidade)::bigint as quantidade
     from produtos_vendas
     where empresa_id = $1 and ano = any($2::int[]) ${lojaId ? 'and loja_id = $3' : ''}
     group by produto, ano, mes`,
    lojaId ? [empresaId, [...new Set(anos)], lojaId] : [empresaId, [...new Set(anos)]],
  );
  return rows;
}

/** A store's name (the access layer has checked it is the company's). */
export async function nomeDaLoja(db: Queryable, empresaId: string, lojaId: string): Promise<string> {
  const { rows } = await db.query<{ nome: string }>(
    'select nome from lojas where id = $1 and empresa_id = $2',
    [lojaId, empresaId],
  );
  return rows[0]?.nome ?? '';
}
