import type { Cents } from '@contas/core';
import type { Queryable } from '../../db/database';

export type ContaRow = {
  id: string;
  banco: string;
  conta: string;
  iban: string | null;
  nome: string;
  loja_id: string | null;
  loja_nome: string | null;
};

export type ExtratoRow = {
  conta_id: string;
  data_inicio: string | null;
  data_fim: string | null;
  saldo_inicial_cents: Cents | null;
  saldo_final_cents: Cents | null;
};

/** One account's lines of one day, summed (entrada +, saída −). */
export type MovimentoDiaRow = { conta_id: string; data: string; cents: Cents };

/** An account a statement names, as the import registers it. */
export type ContaDoFicheiro = { banco: string; conta: string; iban: string | null };

/** The company's bank accounts, their statements' balances and their lines. */
export class ContasRepository {
  async listar(db: Queryable, empresaId: string): Promise<ContaRow[]> {
    const { rows } = await db.query<ContaRow>(
      `select c.id, c.banco, c.conta, c.iban, c.nome, c.loja_id, l.nome as loja_nome
       from contas_bancarias c left join lojas l on l.id = c.loja_id
       where c.empresa_id = $1
       order by c.banco, c.conta, c.id`,
      [empresaId],
    );
    return rows;
  }

  async extratos(db: Queryable, empresaId: string): Promise<ExtratoRow[]> {
    const { rows } = await db.query<ExtratoRow>(
      `select conta_id, data_inicio, data_fim, saldo_inicial_cents, saldo_final_cents
       from extratos_saldos where empresa_id = $1 and conta_id is not null`,
      [empresaId],
    );
    return rows;
  }

  async movimentosPorDia(db: Queryable, empresaId: string): Promise<MovimentoDiaRow[]> {
    const { rows } = await db.query<MovimentoDiaRow>(
      `select conta_id, data_movimento as data, sum(valor_cents)::bigint as cents
       from movimentos where empresa_id = $1 and conta_id is not null
       group by conta_id, data_movimento`,
      [empresaId],
    );
    return rows;
  }

  /**
   * The accounts a file names, registered once per company (bank + account). Answers each one's id and store,
   * and whether it is new, keyed by `${banco}\u001f${conta}`. The IBANs it brings are learnt by `aprenderIbans`.
   */
  async registar(
    tx: Queryable,
    empresaId: string,
    contas: readonly ContaDoFicheiro[],
  ): Promise<Map<string, { id: string; lojaId: string | null; nova: boolean }>> {
    if (contas.length === 0) return new Map();
    const { rows } = await tx.query<{
      id: string;
      banco: string;
      conta: string;
      loja_id: string | null;
      nova: boolean;
    }>(
      `insert into contas_bancarias (empresa_id, banco, conta, iban)
       select $1, t.banco, t.conta, t.iban from unnest($2::text[], $3::text[], $4::text[]) as t(banco, conta, iban)
       on conflict (empresa_id, banco, conta) do update set iban = contas_bancarias.iban
       returning id, banco, conta, loja_id, xmax = 0 as nova`,
      [empresaId, contas.map((c) => c.banco), contas.map((c) => c.conta), contas.map((c) => c.iban)],
    );
    return new Map(
      rows.map((r) => [chaveConta(r.banco, r.conta), { id: r.id, lojaId: r.loja_id, nova: r.nova }]),
    );
  }

  /** An IBAN a file gives for an account registered without one is kept. */
  async aprenderIbans(tx: Queryable, empresaId: string, contas: readonly ContaDoFicheiro[]): Promise<void> {
    const comIban = contas.filter((c) => c.iban);
    if (comIban.length === 0) return;
    await tx.query(
      `update contas_bancarias c set iban = t.iban
       from unnest($2::text[], $3::text[], $4::text[]) as t(banco, conta, iban)
       where c.empresa_id = $1 and c.banco = t.banco and c.conta = t.conta and c.iban is null`,
      [empresaId, comIban.map((c) => c.banco), comIban.map((c) => c.conta), comIban.map((c) => c.iban)],
    );
  }

  /**
   * Accounts of the file already registered in another company (by IBAN, or bank and account number),
   * with that company when the person is one of its members.
   */
  async deOutrasEmpresas(
    db: Queryable,
    empresaId: string,
    userId: string,
    contas: readonly ContaDoFicheiro[],
  ): Promise<
    Array<{
      banco: string;
      conta: string;
      iban: string | null;
      empresa: { nome: string; nif: string } | null;
    }>
  > {
    if (contas.length === 0) return [];
    const { rows } = await db.query<{
      banco: string;
      conta: string;
      iban: string | null;
      nome: string | null;
      nif: string | null;
    }>(
      `select distinct on (t.banco, t.conta) t.banco, t.conta, c.iban, e.nome, e.nif
       from unnest($2::text[], $3::text[], $4::text[]) as t(banco, conta, iban)
       join contas_bancarias c
         on c.empresa_id <> $1 and ((t.iban is not null and c.iban = t.iban) or (c.banco = t.banco and c.conta = t.conta and t.conta <> ''))
       left join membros mb on mb.empresa_id = c.empresa_id and mb.user_id = $5
       left join empresas e on e.id = c.empresa_id and mb.user_id is not null
       order by t.banco, t.conta, e.nome nulls last`,
      [empresaId, contas.map((c) => c.banco), contas.map((c) => c.conta), contas.map((c) => c.iban), userId],
    );
    return rows.map((r) => ({
      banco: r.banco,
      conta: r.conta,
      iban: r.iban,
      empresa: r.nome && r.nif ? { nome: r.nome, nif: r.nif } : null,
    }));
  }

  /** Answers the store the account had (null: none), or undefined when there is no such account. */
  async atualizar(
    db: Queryable,
    empresaId: string,
    contaId: string,
    campos: { lojaId: string | null; nome: string; iban: string | null },
  ): Promise<{ lojaAntes: string | null } | undefined> {
    const { rows } = await db.query<{ loja_antes: string | null }>(
      `update contas_bancarias c set loja_id = $3, nome = $4, iban = $5
       from (select id, loja_id from contas_bancarias where id = $2 and empresa_id = $1 for update) antes
       where c.id = antes.id
       returning antes.loja_id as loja_antes`,
      [empresaId, contaId, campos.lojaId, campos.nome, campos.iban],
    );
    return rows[0] && { lojaAntes: rows[0].loja_antes };
  }

  /**
   * Moves the account's statement-only rows from one store to another (its history says so); rows a
   * person put in a third store stay. Answers how many moved.
   */
  async moverLinhas(
    tx: Queryable,
    empresaId: string,
    contaId: string,
    de: string,
    para: string,
    userId: string,
  ): Promise<number> {
    const { rowCount } = await tx.query(
      `with movidas as (
         update planilha p set loja_id = $4, versao = p.versao + 1, atualizado_em = now(), atualizado_por = $5
         from movimentos m
         where p.movimento_id = m.id and m.conta_id = $2 and p.empresa_id = $1 and p.loja_id = $3
         returning p.id
       )
       insert into planilha_historico (empresa_id, planilha_id, user_id, acao, campo, antes, depois)
       select $1, id, $5, 'conta-loja', 'loja', to_jsonb($3::text), to_jsonb($4::text) from movidas`,
      [empresaId, contaId, de, para, userId],
    );
    return rowCount ?? 0;
  }

  async primeiraLoja(db: Queryable, empresaId: string): Promise<string | undefined> {
    const { rows } = await db.query<{ id: string }>(
      'select id from lojas where empresa_id = $1 order by created_at, nome, id limit 1',
      [empresaId],
    );
    return rows[0]?.id;
  }

  async lojaDaEmpresa(db: Queryable, empresaId: string, lojaId: string): Promise<boolean> {
    const { rowCount } = await db.query('select 1 from lojas where id = $1 and empresa_id = $2', [
      lojaId,
      empresaId,
    ]);
    return (rowCount ?? 0) > 0;
  }
}

export const chaveConta = (banco: string, conta: string) => `${banco}\u001f${conta}`;
