import { CATEGORIA_A, type Cents, taxaDosPontosBase } from '@contas/core';
import type { QuantidadeLoja, RegimeIva, SomaIva, SomaVendas } from '@contas/core/reports';
import type pg from 'pg';
import { withTransaction } from '../../db/database';

/** What a read of the document sums found: the rows, and how many stored rows and groups made them. */
export type Lidas<T> = { linhas: T[]; linhasLidas: number; gruposLidos: number };

export type RegimeIvaManual = { ano: number; regime: RegimeIva };

/**
 * The SQL of the VAT map, the average ticket and the break-even: the ledger's documents summed by the
 * triggers of migration 20261124700100 (somas_mensais_documentos, by legal VAT rate), the budget's VAT, the products file's
 * quantities, the company's turnover and its VAT regimes.
 */
export class AnalisesRepository {
  constructor(private readonly pool: pg.Pool) {}

  /** The sales rows by store, month, type, kind of document and sign, of one store or of every store. */
  async somasVendas(
    empresaId: string,
    lojaId: string | undefined,
    anos: readonly number[],
  ): Promise<Lidas<SomaVendas>> {
    const { rows } = await this.pool.query<SomaVendas & Contagem>(
      `select loja_id as loja, ano, mes, subcategoria_a as "subcategoriaA", tipo_documento as "tipoDocumento",
              documento, negativo, sum(base_cents)::bigint as "baseCents", sum(linhas)::bigint as linhas,
              count(*)::int as guardadas, count(distinct (lado, taxa))::int as chaves
       from somas_mensais_documentos
       where empresa_id = $1 and ano = any($2::int[]) and categoria_a = $3 ${lojaId ? 'and loja_id = $4' : ''}
       group by loja_id, ano, mes, subcategoria_a, tipo_documento, documento, negativo
       having sum(linhas) <> 0 or sum(base_cents) <> 0`,
      lojaId ? [empresaId, anos, CATEGORIA_A.vendas, lojaId] : [empresaId, anos, CATEGORIA_A.vendas],
    );
    return lidas(rows, (r) => {
      const { guardadas: _, chaves: __, ...soma } = r;
      return { ...soma, linhas: Number(r.linhas) };
    });
  }

  /** The VAT of the years from `de` to `ate` by month, side, classification and legal rate. */
  async somasIva(
    empresaId: string,
    lojaId: string | undefined,
    de: number,
    ate: number,
  ): Promise<Lidas<SomaIva>> {
    const { rows } = await this.pool.query<SomaIva & Contagem>(
      `select ano, mes, lado, categoria_a as "categoriaA", subcategoria_a as "subcategoriaA", taxa,
              sum(base_cents)::bigint as "baseCents", sum(iva_cents)::bigint as "ivaCents",
              count(*)::int as guardadas, count(distinct (loja_id, tipo_documento, documento, negativo))::int as chaves
       from somas_mensais_documentos
       where empresa_id = $1 and ano between $2 and $3 ${lojaId ? 'and loja_id = $4' : ''}
       group by ano, mes, lado, categoria_a, subcategoria_a, taxa
       having sum(iva_cents) <> 0`,
      lojaId ? [empresaId, de, ate, lojaId] : [empresaId, de, ate],
    );
    return lidas(rows, ({ guardadas: _, chaves: __, ...soma }) => soma);
  }

  /** The net VAT (output − input) per month of the years before `antes`: the credit they carry in. */
  async ivaAnterior(
    empresaId: string,
    lojaId: string | undefined,
    antes: number,
  ): Promise<Record<number, number[]>> {
    const { rows } = await this.pool.query<{ ano: number; mes: number; cents: Cents }>(
      `select ano, mes, sum(iva_cents)::bigint as cents
       from somas_mensais_documentos
       where empresa_id = $1 and ano < $2 ${lojaId ? 'and loja_id = $3' : ''}
       group by ano, mes`,
      lojaId ? [empresaId, antes, lojaId] : [empresaId, antes],
    );
    const porAno: Record<number, number[]> = {};
    for (const r of rows) {
      porAno[r.ano] ??= Array<number>(12).fill(0);
      (porAno[r.ano] as number[])[r.mes - 1] = r.cents;
    }
    return porAno;
  }

  /**
   * The budget's VAT by month, classification and Taxa IVA, from `desde` (a year and month,
   * this month: the months before are closed and keep their documents) to the end of `ate`.
   */
  async orcamentoIva(
    empresaId: string,
    lojaId: string | undefined,
    desde: { ano: number; mes: number },
    ate: number,
  ): Promise<SomaIva[]> {
    const { rows } = await this.pool.query<SomaIva>(
      `select ano, mes, '' as lado, categoria_a as "categoriaA", subcategoria_a as "subcategoriaA",
              taxa_iva as taxa, sum(base_cents)::bigint as "baseCents",
              sum(iva_cents)::bigint as "ivaCents"
       from orcamento_linhas
       where empresa_id = $1 and ano between $2 and $4 and ano * 100 + mes >= $2 * 100 + $3
         ${lojaId ? 'and loja_id = $5' : ''}
       group by ano, mes, categoria_a, subcategoria_a, taxa_iva`,
      lojaId ? [empresaId, desde.ano, desde.mes, ate, lojaId] : [empresaId, desde.ano, desde.mes, ate],
    );
    // The line's Taxa IVA when it is a legal rate (a typed 18 % is none: 'Várias taxas ou outra').
    return rows.map((r) => ({
      ...r,
      taxa: r.taxa === null ? null : taxaDosPontosBase(Math.round(r.taxa * 100)),
    }));
  }

  /** The company's turnover (sales and services, without VAT) by year, every store: the €650 000 rule. */
  async volumeNegocios(empresaId: string): Promise<Record<number, Cents>> {
    const { rows } = await this.pool.query<{ ano: number; cents: Cents }>(
      `select ano, sum(cents)::bigint as cents from somas_mensais_resultados
       where empresa_id = $1 and categoria_a = $2 group by ano`,
      [empresaId, CATEGORIA_A.vendas],
    );
    return Object.fromEntries(rows.map((r) => [r.ano, r.cents]));
  }

  /** Units sold per store and month from the products files. */
  async quantidadesProdutos(
    empresaId: string,
    lojaId: string | undefined,
    anos: readonly number[],
  ): Promise<QuantidadeLoja[]> {
    const { rows } = await this.pool.query<QuantidadeLoja>(
      `select loja_id as loja, ano, mes, sum(quantidade)::bigint as quantidade
       from produtos_vendas
       where empresa_id = $1 and ano = any($2::int[]) and ($3::uuid is null or loja_id = $3)
       group by loja_id, ano, mes`,
      [empresaId, anos, lojaId ?? null],
    );
    return rows;
  }

  async regimesIva(empresaId: string): Promise<RegimeIvaManual[]> {
    const { rows } = await this.pool.query<RegimeIvaManual>(
      'select ano, regime from empresas_regime_iva where empresa_id = $1 order by ano',
      [empresaId],
    );
    return rows;
  }

  async setRegimeIva(alvo: { empresaId: string; ano: number; regime: RegimeIva | null; userId: string }) {
    if (alvo.regime === null) {
      await this.pool.query('delete from empresas_regime_iva where empresa_id = $1 and ano = $2', [
        alvo.empresaId,
        alvo.ano,
      ]);
      return;
    }
    await this.pool.query(
      `insert into empresas_regime_iva (empresa_id, ano, regime, atualizado_por) values ($1, $2, $3, $4)
       on conflict (empresa_id, ano) do update
         set regime = excluded.regime, atualizado_por = excluded.atualizado_por, atualizado_em = now()`,
      [alvo.empresaId, alvo.ano, alvo.regime, alvo.userId],
    );
  }

  /** Folds the company's document sums into one row per group (writers only append: they never wait). */
  async compactar(empresaId: string): Promise<void> {
    await withTransaction(this.pool, async (tx) => {
      const { rows } = await tx.query<{ ok: boolean }>(
        "select pg_try_advisory_xact_lock(hashtextextended('somas_mensais_documentos:' || $1, 0)) as ok",
        [empresaId],
      );
      if (!rows[0]?.ok) return;
      const chave =
        'loja_id, ano, mes, lado, categoria_a, subcategoria_a, tipo_documento, documento, negativo, taxa';
      await tx.query(
        `with velhas as (delete from somas_mensais_documentos where empresa_id = $1
                         returning ${chave}, base_cents, iva_cents, linhas)
         insert into somas_mensais_documentos (empresa_id, ${chave}, base_cents, iva_cents, linhas)
         select $1, ${chave}, sum(base_cents), sum(iva_cents), sum(linhas) from velhas group by ${chave}
         having sum(linhas) <> 0 or sum(base_cents) <> 0 or sum(iva_cents) <> 0`,
        [empresaId],
      );
    });
  }
}

/**
 * Each result row counts the stored rows it summed and the distinct stored groups among them (the columns
 * the query does not group by): only many rows per stored group ask for folding.
 */
type Contagem = { guardadas: number; chaves: number };

function lidas<R extends Contagem, T>(rows: R[], converter: (r: R) => T): Lidas<T> {
  let linhasLidas = 0;
  let gruposLidos = 0;
  const linhas = rows.map((r) => {
    linhasLidas += r.guardadas;
    gruposLidos += r.chaves;
    return converter(r);
  });
  return { linhas, linhasLidas, gruposLidos };
}
