import type {
  ContagemPrazo,
  LinhaCaixaOrcamento,
  PrazoManual,
  SomaDemonstracaoResultados,
} from '@contas/core/reports';
import type pg from 'pg';
import { withTransaction } from '../../db/database';

export type PrazoManualGuardado = PrazoManual & {
  atualizadoEm: Date;
  atualizadoPor: { _id: string; nome: string } | null;
};

/** The budget reports' SQL: the budget lines summed, and the payment delays' histogram (see the migration). */
export class OrcamentoRelatoriosRepository {
  constructor(private readonly pool: pg.Pool) {}

  /** The budget of a year by month, Categoria A, Subcategoria A and gasto (taxable base), of one store or all. */
  async somasResultados(
    empresaId: string,
    lojaId: string | undefined,
    ano: number,
  ): Promise<SomaDemonstracaoResultados[]> {
    const { rows } = await this.pool.query<SomaDemonstracaoResultados>(
      `select ano, mes, categoria_a as "categoriaA", subcategoria_a as "subcategoriaA", gasto,
              sum(base_cents)::bigint as cents
       from orcamento_linhas
       where empresa_id = $1 and ano = $2 and ($3::uuid is null or loja_id = $3)
       group by ano, mes, categoria_a, subcategoria_a, gasto`,
      [empresaId, ano, lojaId ?? null],
    );
    return rows;
  }

  /**
   * The budget lines that reach the cash budget (with a Categoria B) of a year and of the year before, by
   * month and classification, base and VAT summed. The cash budget asks of a store only whether it has a
   * budget of the year before (computeCaixaOrcamento), and it is linear in the lines: so the stores are
   * summed in two, those with one and those without ('Todas as lojas' reads a fifth of the rows of five).
   */
  async linhasCaixa(
    empresaId: string,
    lojaId: string | undefined,
    ano: number,
  ): Promise<LinhaCaixaOrcamento[]> {
    // The stores with cash lines the year before: an InitPlan, one index probe a store.
    const { rows } = await this.pool.query<LinhaCaixaOrcamento>(
      `select case when loja_id = any(array(
                select l.id from lojas l
                where l.empresa_id = $1 and exists (
                  select 1 from orcamento_linhas p
                  where p.empresa_id = $1 and p.loja_id = l.id and p.ano = $2::int - 1
                    and p.categoria_b <> 'Sem Categoria B'))) then 'com-ano-anterior' else 'sem-ano-anterior' end as loja,
              ano, mes, categoria_a as "categoriaA", subcategoria_a as "subcategoriaA",
              categoria_b as "categoriaB", subcategoria_b as "subcategoriaB", rubrica_b as "rubricaB",
              sum(base_cents)::bigint as "baseCents", sum(iva_cents)::bigint as "ivaCents"
       from orcamento_linhas
       where empresa_id = $1 and ano in ($2::int - 1, $2::int) and categoria_b <> 'Sem Categoria B'
         and ($3::uuid is null or loja_id = $3)
       group by 1, ano, mes, categoria_a, subcategoria_a, categoria_b, subcategoria_b, rubrica_b
       order by 1, ano, mes, categoria_a, subcategoria_a, categoria_b, subcategoria_b, rubrica_b`,
      [empresaId, ano, lojaId ?? null],
    );
    return rows;
  }

  /**
   * How many documents issued from `de` to `ate` were paid after so many days, by group; and how many
   * stored rows and stored groups (year, classification, days: what folding keeps one row of) made them.
   */
  async historicoPrazos(
    empresaId: string,
    de: number,
    ate: number,
  ): Promise<{ contagens: ContagemPrazo[]; linhasLidas: number; gruposLidos: number }> {
    const { rows } = await this.pool.query<ContagemPrazo & { linhas: number; grupos: number }>(
      `select categoria_a as "categoriaA", subcategoria_a as "subcategoriaA", dias,
              sum(documentos)::int as documentos, sum(linhas)::int as linhas, count(*)::int as grupos
       from (select ano, categoria_a, subcategoria_a, dias, sum(documentos) as documentos, count(*) as linhas
             from prazos_pagamento
             where empresa_id = $1 and ano between $2 and $3
             group by ano, categoria_a, subcategoria_a, dias) g
       group by categoria_a, subcategoria_a, dias`,
      [empresaId, de, ate],
    );
    let linhasLidas = 0;
    let gruposLidos = 0;
    const contagens: ContagemPrazo[] = [];
    for (const { linhas, grupos, ...contagem } of rows) {
      linhasLidas += linhas;
      gruposLidos += grupos;
      if (contagem.documentos > 0) contagens.push(contagem);
    }
    return { contagens, linhasLidas, gruposLidos };
  }

  /** Folds the company's histogram into one row per group (writers only append: they never wait). */
  async compactarPrazos(empresaId: string): Promise<void> {
    await withTransaction(this.pool, async (tx) => {
      const { rows } = await tx.query<{ ok: boolean }>(
        "select pg_try_advisory_xact_lock(hashtextextended('prazos_pagamento:' || $1, 0)) as ok",
        [empresaId],
      );
      if (!rows[0]?.ok) return;
      await tx.query(
        `with velhas as (delete from prazos_pagamento where empresa_id = $1
                         returning ano, categoria_a, subcategoria_a, dias, documentos)
         insert into prazos_pagamento (empresa_id, ano, categoria_a, subcategoria_a, dias, documentos)
         select $1, ano, categoria_a, subcategoria_a, dias, sum(documentos) from velhas
         group by ano, categoria_a, subcategoria_a, dias having sum(documentos) <> 0`,
        [empresaId],
      );
    });
  }

  async prazosManuais(empresaId: string): Promise<PrazoManualGuardado[]> {
    const { rows } = await this.pool.query<PrazoManualGuardado>(
      `select p.categoria_a as "categoriaA", p.subcategoria_a as "subcategoriaA", p.dias,
              p.atualizado_em as "atualizadoEm",
              case when u.id is null then null else json_build_object('_id', u.id, 'nome', u.nome) end as "atualizadoPor"
       from orcamento_prazos p left join users u on u.id = p.atualizado_por
       where p.empresa_id = $1 order by p.categoria_a, p.subcategoria_a`,
      [empresaId],
    );
    return rows;
  }

  async setPrazoManual(alvo: {
    empresaId: string;
    categoriaA: string;
    subcategoriaA: string;
    dias: number | null;
    userId: string;
  }): Promise<void> {
    if (alvo.dias === null) {
      await this.pool.query(
        'delete from orcamento_prazos where empresa_id = $1 and categoria_a = $2 and subcategoria_a = $3',
        [alvo.empresaId, alvo.categoriaA, alvo.subcategoriaA],
      );
      return;
    }
    await this.pool.query(
      `insert into orcamento_prazos (empresa_id, categoria_a, subcategoria_a, dias, atualizado_por)
       values ($1, $2, $3, $4, $5)
       on conflict (empresa_id, categoria_a, subcategoria_a) do update
         set dias = excluded.dias, atualizado_por = excluded.atualizado_por, atualizado_em = now()`,
      [alvo.empresaId, alvo.categoriaA, alvo.subcategoriaA, alvo.dias, alvo.userId],
    );
  }
}
