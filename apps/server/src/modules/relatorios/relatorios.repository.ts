import { type Cents, REGIME_IRC_GERAL, type RegimeIrc } from '@contas/core';
import type { SomaDemonstracaoResultados, SomaFluxoCaixa } from '@contas/core/reports';
import type pg from 'pg';
import { type Queryable, withTransaction } from '../../db/database';

export type Loja = { id: string; nome: string };

/**
 * What a read of the monthly sums found: the sums, and how many stored rows and stored groups (store,
 * month, classification) made them — many more rows than groups ask for folding.
 */
export type Somas<T> = { somas: T[]; linhasLidas: number; gruposLidos: number };

export type CaixaInicialManual = {
  lojaId: string;
  ano: number;
  cents: Cents;
  atualizadoEm: Date;
  atualizadoPor: { _id: string; nome: string } | null;
};

/** The report SQL: sums of the ledger kept per store, month and classification (see the migration). */
export class RelatoriosRepository {
  constructor(private readonly pool: pg.Pool) {}

  async empresaNome(empresaId: string): Promise<string> {
    const { rows } = await this.pool.query<{ nome: string }>('select nome from empresas where id = $1', [
      empresaId,
    ]);
    return rows[0]?.nome ?? '';
  }

  /** The company's stores in the order of the store selector: the first is the default (and the bank's). */
  async lojas(empresaId: string): Promise<Loja[]> {
    const { rows } = await this.pool.query<Loja>(
      'select id, nome from lojas where empresa_id = $1 order by created_at, nome, id',
      [empresaId],
    );
    return rows;
  }

  /** Accrual sums by year, month, Categoria A, Subcategoria A and gasto, of one store or of every store. */
  async somasResultados(
    empresaId: string,
    lojaId: string | undefined,
    anos: readonly number[],
  ): Promise<Somas<SomaDemonstracaoResultados>> {
    const { rows } = await this.pool.query<SomaDemonstracaoResultados & Contagem>(
      somasPorMes(
        'somas_mensais_resultados',
        {
          categoria_a: 'categoriaA',
          subcategoria_a: 'subcategoriaA',
          gasto: 'gasto',
        },
        lojaId,
      ),
      lojaId ? [empresaId, anos, lojaId] : [empresaId, anos],
    );
    return somasLidas(rows);
  }

  /** Cash sums by year, month, Categoria B, Subcategoria B and Rúbrica B, of one store or of every store. */
  async somasCaixa(
    empresaId: string,
    lojaId: string | undefined,
    anos: readonly number[],
  ): Promise<Somas<SomaFluxoCaixa>> {
    const { rows } = await this.pool.query<SomaFluxoCaixa & Contagem>(
      somasPorMes(
        'somas_mensais_caixa',
        {
          categoria_b: 'categoriaB',
          subcategoria_b: 'subcategoriaB',
          rubrica_b: 'rubricaB',
        },
        lojaId,
      ),
      lojaId ? [empresaId, anos, lojaId] : [empresaId, anos],
    );
    return somasLidas(rows);
  }

  /** Each store's statement movements per year before `ate` (to carry closing cash into the next year). */
  async movimentosAnuais(
    empresaId: string,
    ate: number,
  ): Promise<Array<{ lojaId: string; ano: number; cents: Cents }>> {
    const { rows } = await this.pool.query<{ lojaId: string; ano: number; cents: Cents }>(
      `select loja_id as "lojaId", ano, sum(cents)::bigint as cents
       from somas_mensais_caixa where empresa_id = $1 and ano < $2
       group by loja_id, ano`,
      [empresaId, ate],
    );
    return rows;
  }

  async caixaInicialManual(empresaId: string, ate: number): Promise<CaixaInicialManual[]> {
    const { rows } = await this.pool.query<CaixaInicialManual>(
      `select c.loja_id as "lojaId", c.ano, c.valor_cents as cents, c.atualizado_em as "atualizadoEm",
              case when u.id is null then null else json_build_object('_id', u.id, 'nome', u.nome) end as "atualizadoPor"
       from caixa_inicial c left join users u on u.id = c.atualizado_por
       where c.empresa_id = $1 and c.ano <= $2`,
      [empresaId, ate],
    );
    return rows;
  }

  async setCaixaInicial(alvo: {
    empresaId: string;
    lojaId: string;
    ano: number;
    cents: Cents | null;
    userId: string;
  }): Promise<void> {
    if (alvo.cents === null) {
      await this.pool.query('delete from caixa_inicial where empresa_id = $1 and loja_id = $2 and ano = $3', [
        alvo.empresaId,
        alvo.lojaId,
        alvo.ano,
      ]);
      return;
    }
    await this.pool.query(
      `insert into caixa_inicial (empresa_id, loja_id, ano, valor_cents, atualizado_por)
       values ($1, $2, $3, $4, $5)
       on conflict (empresa_id, loja_id, ano) do update
         set valor_cents = excluded.valor_cents, atualizado_por = excluded.atualizado_por, atualizado_em = now()`,
      [alvo.empresaId, alvo.lojaId, alvo.ano, alvo.cents, alvo.userId],
    );
  }

  /** The company's own IRC rates (percent) by year. */
  async taxasIrc(empresaId: string): Promise<Map<number, number>> {
    const { rows } = await this.pool.query<{ ano: number; taxa: number }>(
      'select ano, taxa from empresas_irc where empresa_id = $1 order by ano',
      [empresaId],
    );
    return new Map(rows.map((r) => [r.ano, r.taxa]));
  }

  /** The company's SME status and derrama municipal (percent). */
  async regimeIrc(empresaId: string): Promise<RegimeIrc> {
    const { rows } = await this.pool.query<RegimeIrc>(
      'select irc_pme as pme, derrama_municipal as "derramaMunicipal" from empresas where id = $1',
      [empresaId],
    );
    return rows[0] ?? REGIME_IRC_GERAL;
  }

  async setRegimeIrc(empresaId: string, regime: RegimeIrc): Promise<void> {
    await this.pool.query(
      'update empresas set irc_pme = $2, derrama_municipal = $3, updated_at = now() where id = $1',
      [empresaId, regime.pme, regime.derramaMunicipal],
    );
  }

  async setTaxaIrc(alvo: {
    empresaId: string;
    ano: number;
    taxa: number | null;
    userId: string;
  }): Promise<void> {
    if (alvo.taxa === null) {
      await this.pool.query('delete from empresas_irc where empresa_id = $1 and ano = $2', [
        alvo.empresaId,
        alvo.ano,
      ]);
      return;
    }
    await this.pool.query(
      `insert into empresas_irc (empresa_id, ano, taxa, atualizado_por) values ($1, $2, $3, $4)
       on conflict (empresa_id, ano) do update
         set taxa = excluded.taxa, atualizado_por = excluded.atualizado_por, atualizado_em = now()`,
      [alvo.empresaId, alvo.ano, alvo.taxa, alvo.userId],
    );
  }

  /**
   * Folds the company's stored sums into one row per group. Concurrent writers only append, so they are
   * never blocked; a second compaction at the same time skips (its rows are being folded already).
   */
  async compactarSomas(empresaId: string): Promise<void> {
    await withTransaction(this.pool, async (tx) => {
      const { rows } = await tx.query<{ ok: boolean }>(
        "select pg_try_advisory_xact_lock(hashtextextended('somas_mensais:' || $1, 0)) as ok",
        [empresaId],
      );
      if (!rows[0]?.ok) return;
      await compactar(tx, 'somas_mensais_resultados', ['categoria_a', 'subcategoria_a', 'gasto'], empresaId);
      await compactar(tx, 'somas_mensais_caixa', ['categoria_b', 'subcategoria_b', 'rubrica_b'], empresaId);
    });
  }
}

type Contagem = { linhas: number; grupos: number };

/**
 * GROUP BY store, year, month and classification (the stored groups, counted), then the stores added up;
 * the index on (empresa_id, ano, loja_id) finds the rows.
 */
function somasPorMes(
  tabela: string,
  classificacao: Record<string, string>,
  lojaId: string | undefined,
): string {
  const colunas = Object.keys(classificacao).join(', ');
  const nomes = Object.entries(classificacao)
    .map(([coluna, nome]) => `${coluna} as "${nome}"`)
    .join(', ');
  return `select ano, mes, ${nomes}, sum(cents)::bigint as cents, sum(linhas)::int as linhas, count(*)::int as grupos
    from (select loja_id, ano, mes, ${colunas}, sum(cents) as cents, count(*) as linhas
          from ${tabela}
          where empresa_id = $1 and ano = any($2::int[]) ${lojaId ? 'and loja_id = $3' : ''}
          group by loja_id, ano, mes, ${colunas}) g
    group by ano, mes, ${colunas}`;
}

function somasLidas<T extends Contagem>(rows: T[]): Somas<Omit<T, keyof Contagem>> {
  let linhasLidas = 0;
  let gruposLidos = 0;
  const somas = rows.map(({ linhas, grupos, ...soma }) => {
    linhasLidas += linhas;
    gruposLidos += grupos;
    return soma;
  });
  return { somas, linhasLidas, gruposLidos };
}

async function compactar(db: Queryable, tabela: string, classificacao: string[], empresaId: string) {
  const chave = ['loja_id', 'ano', 'mes', ...classificacao].join(', ');
  await db.query(
    `with velhas as (delete from ${tabela} where empresa_id = $1 returning ${chave}, cents)
     insert into ${tabela} (empresa_id, ${chave}, cents)
     select $1, ${chave}, sum(cents) from velhas group by ${chave} having sum(cents) <> 0`,
    [empresaId],
  );
}
