import type {
  ErroCorrespondencia,
  FaturaParaCorrespondencia,
  LadoFatura,
  MovimentoParaCorrespondencia,
  ParBloqueado,
  ParFixo,
} from '@contas/core/matching';
import type { Queryable } from '../../db/database';
import { internador, lerEmLotes } from '../../db/lotes';
import { tipoDocumento } from '../importacao/tipo-documento';

/** 'NIF - Nome' → 'Nome' (split on the first ' - ': names contain it too). */
function nomeDoEmitente(emitente: string | null): string {
  if (!emitente) return '';
  const i = emitente.indexOf(' - ');
  return i < 0 ? '' : emitente.slice(i + 3);
}

const SQL_FATURAS = `select id, lado, nif, emitente, nif_adquirente, numero_fatura, atcud, tipo_documento, data_emissao,
         total_cents, anulado, loja_id
  from planilha
  where empresa_id = $1 and lado is not null and nif is not null and numero_fatura is not null
    and data_emissao is not null and total_cents is not null`;
// A leg of a transfer between own accounts settles no document. The store is its row's (a card settlement
// pays that store's sales); a linked line has no row of its own, and needs none.
const SQL_MOVIMENTOS = `select m.id, m.data_movimento, m.data_valor, m.descricao, m.valor_cents, m.referencias,
         m.referencia_banco, p.loja_id
  from movimentos m left join planilha p on p.movimento_id = m.id
  where m.empresa_id = $1 and m.transferencia_par is null`;
const SQL_PARES_FIXOS = 'select planilha_id, movimento_id from correspondencias where empresa_id = $1';
const SQL_BLOQUEADOS =
  'select planilha_id, movimento_id from correspondencias_bloqueadas where empresa_id = $1';

/** The count and an order-free sum of the rows' hashes of one of the reads above. */
const impressaoDe = (sql: string) =>
  `(select count(*) || ':' || coalesce(sum(hashtextextended(x::text, 0)::numeric), 0) from (${sql}) x)`;

/** What the matching engine reads and writes, loaded with a few set-based queries. */
export class CorrespondenciasRepository {
  /**
   * A fingerprint of everything the engine reads for the company (the same four queries): equal in the
   * write transaction to the one taken with the read, the ledger has not changed in between.
   */
  async impressao(tx: Queryable, empresaId: string): Promise<string> {
    const { rows } = await tx.query<{ impressao: string }>(
      `select ${[SQL_FATURAS, SQL_MOVIMENTOS, SQL_PARES_FIXOS, SQL_BLOQUEADOS].map(impressaoDe).join(" || '|' || ")}
         as impressao`,
      [empresaId],
    );
    return rows[0]?.impressao ?? '';
  }

  /**
   * Every invoice row of the company, linked and annulled ones included: the engine leaves those
   * alone (fixed pairs, annulled documents) but learns from them who each counterparty is.
   * Read in batches with repeated texts shared: this is the largest thing the server holds.
   */
  async listFaturas(tx: Queryable, empresaId: string): Promise<FaturaParaCorrespondencia[]> {
    const faturas: FaturaParaCorrespondencia[] = [];
    const partilhado = internador();
    for await (const lote of lerEmLotes<{
      id: string;
      lado: LadoFatura;
      nif: string;
      emitente: string | null;
      nif_adquirente: string | null;
      numero_fatura: string;
      atcud: string | null;
      tipo_documento: string | null;
      data_emissao: string;
      total_cents: number;
      anulado: boolean;
      loja_id: string;
    }>(tx, SQL_FATURAS, [empresaId])) {
      for (const r of lote) {
        const f: FaturaParaCorrespondencia = {
          id: r.id,
          lado: r.lado,
          nifEmitente: partilhado(r.nif),
          nomeEmitente: partilhado(nomeDoEmitente(r.emitente)),
          numeroDocumento: r.numero_fatura,
          tipo: tipoDocumento(r.tipo_documento ?? ''),
          dataEmissao: partilhado(r.data_emissao),
          totalCents: r.total_cents,
          anulado: r.anulado,
          lojaId: partilhado(r.loja_id),
        };
        if (r.nif_adquirente) f.nifAdquirente = partilhado(r.nif_adquirente);
        if (r.atcud) f.atcud = r.atcud;
        faturas.push(f);
      }
    }
    return faturas;
  }

  /**
   * Every bank line of the company: the linked ones are fixed pairs the engine leaves alone, but they keep
   * the statements' period (what is overdue, what came before the statements) the same from run to run.
   * Lines without a bank reference are named in the errors report by file and line (`substituirErros`).
   */
  async listMovimentos(tx: Queryable, empresaId: string): Promise<MovimentoParaCorrespondencia[]> {
    const movimentos: MovimentoParaCorrespondencia[] = [];
    const partilhado = internador();
    const semReferencias: readonly string[] = Object.freeze([]);
    for await (const lote of lerEmLotes<{
      id: string;
      data_movimento: string;
      data_valor: string | null;
      descricao: string;
      valor_cents: number;
      referencias: string[];
      referencia_banco: string | null;
      loja_id: string | null;
    }>(tx, SQL_MOVIMENTOS, [empresaId])) {
      for (const r of lote) {
        const m: MovimentoParaCorrespondencia = {
          id: r.id,
          dataMovimento: partilhado(r.data_movimento),
          descricao: r.descricao,
          valorCents: r.valor_cents,
          referencias: r.referencias.length === 0 ? semReferencias : r.referencias,
        };
        if (r.data_valor) m.dataValor = partilhado(r.data_valor);
        if (r.referencia_banco) m.referenciaBancaria = r.referencia_banco;
        if (r.loja_id) m.lojaId = partilhado(r.loja_id);
        movimentos.push(m);
      }
    }
    return movimentos;
  }

  /** Existing links, by hand or by an earlier run: never touched again. */
  async listParesFixos(tx: Queryable, empresaId: string): Promise<ParFixo[]> {
    const { rows } = await tx.query<{ planilha_id: string; movimento_id: string }>(SQL_PARES_FIXOS, [
      empresaId,
    ]);
    return rows.map((r) => ({ faturaIds: [r.planilha_id], movimentoIds: [r.movimento_id] }));
  }

  async listBloqueados(tx: Queryable, empresaId: string): Promise<ParBloqueado[]> {
    const { rows } = await tx.query<{ planilha_id: string; movimento_id: string }>(SQL_BLOQUEADOS, [
      empresaId,
    ]);
    return rows.map((r) => ({ faturaId: r.planilha_id, movimentoId: r.movimento_id }));
  }

  /**
   * One run's report replaces the previous one; lines are numbered in the engine's order. A bank line
   * the bank gave no reference is named by its file and line.
   */
  async substituirErros(
    tx: Queryable,
    empresaId: string,
    erros: readonly ErroCorrespondencia[],
  ): Promise<void> {
    await tx.query('delete from erros_correspondencia where empresa_id = $1', [empresaId]);
    if (erros.length === 0) return;
    await tx.query(
      `insert into erros_correspondencia (empresa_id, linha, tipo, numero_fatura, numero_extrato, data, valor_cents,
                                          motivo, planilha_id, movimento_id)
       select $1, t.linha, t.tipo, t.numero_fatura,
              case when m.id is null then t.numero_extrato
                   else coalesce(m.referencia_banco, coalesce(i.nome_ficheiro, 'extrato') || ', linha ' || m.linha) end,
              t.data, t.valor, t.motivo, t.planilha_id, t.movimento_id
       from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::date[], $7::bigint[], $8::text[],
                   $9::uuid[], $10::uuid[])
         as t(linha, tipo, numero_fatura, numero_extrato, data, valor, motivo, planilha_id, movimento_id)
       left join movimentos m on m.id = t.movimento_id and m.empresa_id = $1
       left join importacoes i on i.id = m.importacao_id`,
      [
        empresaId,
        erros.map((_, i) => i + 1),
        erros.map((e) => e.tipo),
        erros.map((e) => e.numeroFatura ?? null),
        erros.map((e) => e.numeroExtrato ?? null),
        erros.map((e) => e.data),
        erros.map((e) => e.valorCents),
        erros.map((e) => e.motivo),
        erros.map((e) => e.faturaId ?? null),
        erros.map((e) => e.movimentoId ?? null),
      ],
    );
  }

  async empresaDoErro(id: string, db: Queryable): Promise<string | undefined> {
    const { rows } = await db.query<{ empresa_id: string }>(
      'select empresa_id from erros_correspondencia where id = $1',
      [id],
    );
    return rows[0]?.empresa_id;
  }

  async deleteErro(db: Queryable, empresaId: string, id: string): Promise<boolean> {
    const { rowCount } = await db.query(
      'delete from erros_correspondencia where id = $1 and empresa_id = $2',
      [id, empresaId],
    );
    return (rowCount ?? 0) > 0;
  }

  async deleteErros(db: Queryable, empresaId: string): Promise<number> {
    const { rowCount } = await db.query('delete from erros_correspondencia where empresa_id = $1', [
      empresaId,
    ]);
    return rowCount ?? 0;
  }
}
