import { type LojaDaEmpresa, NIF_CONSUMIDOR_FINAL, type UsoDeLoja } from '@contas/core';
import type { Problema } from '@contas/core/importers';
import type { Queryable } from '../../db/database';
import {
  automaticas,
  type ClassificacaoNova,
  COLUNAS_DE_CLASSIFICACAO,
  colunasDeClassificacao,
} from '../regras/classificacao-nova';

export type TipoImportacao = 'efatura' | 'extrato';

/** An e-fatura document as the spreadsheet stores it: amounts signed (income +, expense −). */
export type FaturaParaGravar = {
  nif: string;
  emitente: string;
  nifAdquirente: string | null;
  numero: string;
  atcud: string | null;
  tipo: string;
  situacao: string;
  anulado: boolean;
  dataEmissao: string;
  baseCents: number;
  ivaCents: number;
  totalCents: number;
};

export type MovimentoParaGravar = {
  contaId: string;
  banco: string;
  conta: string;
  dataMovimento: string;
  dataValor: string | null;
  descricao: string;
  valorCents: number;
  saldoCents: number | null;
  referenciaBanco: string | null;
  referencias: string[];
  contraparte: string | null;
  linha: number;
  chave: string;
};

export type SaldoParaGravar = {
  contaId: string;
  banco: string;
  conta: string;
  dataInicio: string | null;
  dataFim: string | null;
  saldoInicialCents: number | null;
  saldoFinalCents: number | null;
};

export type Contagens = { importadas: number; duplicadas: number; atualizadas: number; recusadas: number };

export type ImportacaoRow = Contagens & {
  id: string;
  tipo: TipoImportacao;
  formato: string;
  nome_ficheiro: string;
  criado_em: Date;
  criado_por: string | null;
  criado_por_nome: string | null;
  detalhes: {
    problemas?: Problema[];
    anulacao?: { linhas: number; movimentos: number; saldos: number; ligacoes: number; contas: number };
  };
  categorizadas: number;
  anulada_em: Date | null;
  anulada_por: string | null;
  anulada_por_nome: string | null;
};

function agruparUsos(
  rows: ReadonlyArray<{ chave: string; loja_id: string; linhas: number; ultima: string | null }>,
): Map<string, UsoDeLoja[]> {
  const usos = new Map<string, UsoDeLoja[]>();
  for (const r of rows)
    usos.set(r.chave, [
      ...(usos.get(r.chave) ?? []),
      { lojaId: r.loja_id, linhas: r.linhas, ultima: r.ultima },
    ]);
  return usos;
}

/** Separates the structured references of a bank line in one text cell of the bulk insert. */
const SEPARADOR = '\u001f';

/** The ledger's writes of an import; every call runs inside the request's transaction. */
export class ImportacaoRepository {
  async empresaEPrimeiraLoja(
    tx: Queryable,
    empresaId: string,
  ): Promise<{ nif: string; nome: string; lojaId: string | null }> {
    const { rows } = await tx.query<{ nif: string; nome: string; loja_id: string | null }>(
      `select e.nif, e.nome,
              (select l.id from lojas l where l.empresa_id = e.id order by l.created_at, l.nome, l.id limit 1) as loja_id
       from empresas e where e.id = $1`,
      [empresaId],
    );
    const row = rows[0] as { nif: string; nome: string; loja_id: string | null };
    return { nif: row.nif, nome: row.nome, lojaId: row.loja_id };
  }

  /** The company's stores, the first one first (where rows go when nothing says otherwise). */
  async lojas(tx: Queryable, empresaId: string): Promise<LojaDaEmpresa[]> {
    const { rows } = await tx.query<LojaDaEmpresa>(
      'select id, nome from lojas where empresa_id = $1 order by created_at, nome, id',
      [empresaId],
    );
    return rows;
  }

  /**
   * Where the company put each counterparty's documents so far, per store: a supplier's purchases by its
   * NIF, a customer's sales by the customer's NIF (final consumers are every store's).
   */
  async lojasPorContraparte(
    tx: Queryable,
    empresaId: string,
    lado: 'compra' | 'venda',
    nifs: readonly string[],
  ): Promise<Map<string, UsoDeLoja[]>> {
    const coluna = lado === 'compra' ? 'nif' : 'nif_adquirente';
    const chaves = [...new Set(nifs)].filter((n) => n !== '' && n !== NIF_CONSUMIDOR_FINAL);
    if (chaves.length === 0) return new Map();
    const { rows } = await tx.query<{
      chave: string;
      loja_id: string;
      linhas: number;
      ultima: string | null;
    }>(
      `select p.${coluna} as chave, p.loja_id, count(*)::int as linhas, max(p.data_referencia)::text as ultima
       from planilha p
       where p.empresa_id = $1 and p.lado = $2 and p.${coluna} = any($3::text[])
       group by p.${coluna}, p.loja_id`,
      [empresaId, lado, chaves],
    );
    return agruparUsos(rows);
  }

  /** Where the company put the sales of each series so far, per store ('FT A2026/17' is of 'FT A2026'). */
  async lojasPorSerie(
    tx: Queryable,
    empresaId: string,
    series: readonly string[],
  ): Promise<Map<string, UsoDeLoja[]>> {
    const chaves = [...new Set(series)];
    if (chaves.length === 0) return new Map();
    const { rows } = await tx.query<{
      chave: string;
      loja_id: string;
      linhas: number;
      ultima: string | null;
    }>(
      `select s.chave, s.loja_id, count(*)::int as linhas, max(s.data_referencia)::text as ultima
       from (select regexp_replace(btrim(p.numero_fatura), '\\s*/[0-9]+$', '') as chave, p.loja_id, p.data_referencia
             from planilha p where p.empresa_id = $1 and p.lado = 'venda' and p.numero_fatura is not null) s
       where s.chave = any($2::text[])
       group by s.chave, s.loja_id`,
      [empresaId, chaves],
    );
    return agruparUsos(rows);
  }

  /** The new bank lines with what tells their store: description and counterparty, and their account's store. */
  async pistasDeMovimentos(
    tx: Queryable,
    empresaId: string,
    movimentoIds: readonly string[],
  ): Promise<Array<{ id: string; texto: string; loja_conta: string | null; chave: string }>> {
    if (movimentoIds.length === 0) return [];
    const { rows } = await tx.query<{ id: string; texto: string; loja_conta: string | null; chave: string }>(
      `select m.id, concat_ws(' ', m.descricao, m.contraparte) as texto, c.loja_id as loja_conta,
              coalesce(descricao_chave(m.descricao), '') as chave
       from movimentos m left join contas_bancarias c on c.id = m.conta_id
       where m.empresa_id = $1 and m.id = any($2::uuid[])`,
      [empresaId, movimentoIds],
    );
    return rows;
  }

  /** Where the company put the statement lines of these descriptions (`descricao_chave`) before, per store. */
  async lojasPorDescricao(
    tx: Queryable,
    empresaId: string,
    importacaoId: string,
    chaves: readonly string[],
  ): Promise<Map<string, UsoDeLoja[]>> {
    if (chaves.length === 0) return new Map();
    const { rows } = await tx.query<{
      chave: string;
      loja_id: string;
      linhas: number;
      ultima: string | null;
    }>(
      `select descricao_chave(p.extrato_descricao) as chave, p.loja_id, count(*)::int as linhas,
              max(p.data_referencia)::text as ultima
       from planilha p
       where p.empresa_id = $1 and p.movimento_id is not null and p.importacao_id is distinct from $2
         and descricao_chave(p.extrato_descricao) = any($3::text[])
       group by 1, p.loja_id`,
      [empresaId, importacaoId, chaves],
    );
    return agruparUsos(rows);
  }

  /** `emCurso`: written in parts, the import stays 'em curso' until `concluirImportacao`. */
  async criarImportacao(
    tx: Queryable,
    dados: {
      empresaId: string;
      tipo: TipoImportacao;
      formato: string;
      nomeFicheiro: string;
      userId: string;
      emCurso: boolean;
    },
  ): Promise<string> {
    const { rows } = await tx.query<{ id: string }>(
      `insert into importacoes (empresa_id, tipo, formato, nome_ficheiro, criado_por, em_curso)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [dados.empresaId, dados.tipo, dados.formato, dados.nomeFicheiro, dados.userId, dados.emCurso],
    );
    return rows[0]?.id as string;
  }

  /** The accounts a statement import registered: undoing it while 'em curso' removes them. */
  async registarContasNovas(tx: Queryable, importacaoId: string, contaIds: readonly string[]): Promise<void> {
    if (contaIds.length === 0) return;
    await tx.query(
      `update importacoes set detalhes = detalhes || jsonb_build_object('contasNovas', $2::jsonb) where id = $1`,
      [importacaoId, JSON.stringify(contaIds)],
    );
  }

  /**
   * Undoes imports still 'em curso' (written in parts, their last step never committed): their rows, bank lines,
   * the history of those rows, the accounts they registered (when nothing else uses them), and the imports.
   * Only what they wrote: their last step, which touches rows already there, never ran.
   */
  async desfazerEmCurso(
    tx: Queryable,
    empresaId: string | null,
    importacaoIds: readonly string[],
  ): Promise<number> {
    const { rows } = await tx.query<{ id: string; contas: string[] }>(
      `select id, coalesce(array(select jsonb_array_elements_text(detalhes->'contasNovas')), '{}') as contas
       from importacoes where id = any($1::uuid[]) and em_curso and ($2::uuid is null or empresa_id = $2)`,
      [importacaoIds, empresaId],
    );
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.id);
    await tx.query(
      `delete from planilha_historico h using planilha p
       where p.importacao_id = any($1::uuid[]) and h.planilha_id = p.id`,
      [ids],
    );
    await tx.query('delete from planilha where importacao_id = any($1::uuid[])', [ids]);
    await tx.query('delete from movimentos where importacao_id = any($1::uuid[])', [ids]);
    await tx.query(
      `delete from contas_bancarias c where c.id = any($1::uuid[])
         and not exists (select 1 from movimentos m where m.conta_id = c.id)
         and not exists (select 1 from extratos_saldos s where s.conta_id = c.id)`,
      [rows.flatMap((r) => r.contas)],
    );
    await tx.query('delete from importacoes where id = any($1::uuid[])', [ids]);
    return ids.length;
  }

  /** The imports a stopped server left 'em curso', for its next start to undo. */
  async emCurso(db: Queryable): Promise<string[]> {
    const { rows } = await db.query<{ id: string }>('select id from importacoes where em_curso');
    return rows.map((r) => r.id);
  }

  /** The import's rows the application classified (rules or history), as the import list counts them. */
  async contarCategorizadas(tx: Queryable, importacaoId: string): Promise<number> {
    const { rows } = await tx.query<{ n: number }>(
      'select count(*)::int as n from planilha where importacao_id = $1 and categorizacao_auto is not null',
      [importacaoId],
    );
    return rows[0]?.n ?? 0;
  }

  async concluirImportacao(
    tx: Queryable,
    id: string,
    contagens: Contagens,
    detalhes: Record<string, unknown>,
  ): Promise<void> {
    await tx.query(
      `update importacoes set importadas = $2, duplicadas = $3, atualizadas = $4, recusadas = $5, detalhes = $6,
                              em_curso = false
       where id = $1`,
      [
        id,
        contagens.importadas,
        contagens.duplicadas,
        contagens.atualizadas,
        contagens.recusadas,
        JSON.stringify(detalhes),
      ],
    );
  }

  /**
   * A newer export may say a document was annulled since: its status is updated (and recorded in
   * the row's history). An annulment is final, so an older export never brings a document back.
   */
  async atualizarSituacoes(
    tx: Queryable,
    empresaId: string,
    userId: string,
    faturas: readonly FaturaParaGravar[],
  ): Promise<number> {
    if (faturas.length === 0) return 0;
    const { rowCount } = await tx.query(
      `with dados as (
         select * from unnest($2::text[], $3::text[], $4::text[], $5::boolean[]) as t(nif, numero, situacao, anulado)
       ),
       alvo as (
         select p.id, p.situacao as antes, d.situacao as depois, d.anulado
         from dados d
         join planilha p on p.empresa_id = $1 and p.nif = d.nif and p.numero_fatura = d.numero
                        and not p.criada_manualmente
         where p.situacao is distinct from d.situacao and not (p.anulado and not d.anulado)
       ),
       mudadas as (
         update planilha p set situacao = a.depois, anulado = a.anulado, versao = p.versao + 1,
                               atualizado_em = now(), atualizado_por = $6
         from alvo a where p.id = a.id
       )
       insert into planilha_historico (empresa_id, planilha_id, user_id, acao, campo, antes, depois)
       select $1, a.id, $6, 'importacao', 'situacao', to_jsonb(a.antes), to_jsonb(a.depois) from alvo a`,
      [
        empresaId,
        faturas.map((f) => f.nif),
        faturas.map((f) => f.numero),
        faturas.map((f) => f.situacao),
        faturas.map((f) => f.anulado),
        userId,
      ],
    );
    return rowCount ?? 0;
  }

  /** Annulled documents that bank lines still settle (an export annulled them after they were linked). */
  async anuladasLigadas(tx: Queryable, empresaId: string): Promise<string[]> {
    const { rows } = await tx.query<{ id: string }>(
      `select p.id from planilha p
       where p.empresa_id = $1 and p.anulado and exists (select 1 from correspondencias c where c.planilha_id = p.id)`,
      [empresaId],
    );
    return rows.map((r) => r.id);
  }

  /** The history of links an annulment undid: on the document, and on each bank line's row that came back. */
  async registarDesligadas(
    tx: Queryable,
    empresaId: string,
    userId: string,
    planilhaId: string,
    movimentoIds: readonly string[],
    linhas: ReadonlyArray<{ id: string }>,
  ): Promise<void> {
    await tx.query(
      `insert into planilha_historico (empresa_id, planilha_id, user_id, acao, campo, antes, depois)
       select $1::uuid, $2::uuid, $3::uuid, 'desassociar', 'movimentos', $4::jsonb, null::jsonb
       union all
       select $1::uuid, l, $3::uuid, 'desassociar', 'linhaDeFatura', to_jsonb($6::text), null::jsonb
       from unnest($5::uuid[]) as l`,
      [empresaId, planilhaId, userId, JSON.stringify(movimentoIds), linhas.map((l) => l.id), planilhaId],
    );
  }

  /**
   * Other companies whose ledger already has documents of an e-fatura file on the same side: purchases by
   * issuer and number, sales by number and ATCUD (a sale's number alone is every issuer's 'FT 2026/1').
   * A company is named (nome, nif) only to its members. Most documents first.
   */
  async documentosNoutrasEmpresas(
    tx: Queryable,
    empresaId: string,
    userId: string,
    lado: 'compra' | 'venda',
    documentos: ReadonlyArray<{ nif: string; numero: string; atcud: string | null }>,
  ): Promise<Array<{ empresa_id: string; nome: string | null; nif: string | null; documentos: number }>> {
    const comChave = lado === 'compra' ? documentos : documentos.filter((d) => d.atcud);
    if (comChave.length === 0) return [];
    const igual =
      lado === 'compra'
        ? 'p.nif = d.nif and p.numero_fatura = d.numero and not p.criada_manualmente'
        : 'p.atcud = d.atcud and p.numero_fatura = d.numero';
    const { rows } = await tx.query<{
      empresa_id: string;
      nome: string | null;
      nif: string | null;
      documentos: number;
    }>(
      `select p.empresa_id, e.nome, e.nif, count(distinct p.id)::int as documentos
       from unnest($2::text[], $3::text[], $4::text[]) as d(nif, numero, atcud)
       join planilha p on ${igual}
       left join membros mb on mb.empresa_id = p.empresa_id and mb.user_id = $6
       left join empresas e on e.id = p.empresa_id and mb.user_id is not null
       where p.empresa_id <> $1 and p.lado = $5
       group by p.empresa_id, e.nome, e.nif
       order by documentos desc, e.nome nulls last`,
      [
        empresaId,
        comChave.map((d) => d.nif),
        comChave.map((d) => d.numero),
        comChave.map((d) => d.atcud),
        lado,
        userId,
      ],
    );
    return rows;
  }

  /**
   * The file's documents this company has on the other side, by the party they name: a sales file's
   * among its purchases (their issuer), a purchases file's it issued among its sales (their customer).
   */
  async contrapartidas(
    tx: Queryable,
    empresa: { id: string; nif: string },
    lado: 'compra' | 'venda',
    documentos: ReadonlyArray<{ nif: string; numero: string; atcud: string | null }>,
  ): Promise<Array<{ nif: string; documentos: number }>> {
    const sql =
      lado === 'venda'
        ? `select p.nif, count(distinct p.id)::int as documentos
           from unnest($3::text[], $4::text[], $5::text[]) as d(nif, numero, atcud)
           join planilha p on p.empresa_id = $1 and p.lado = 'compra' and p.atcud = d.atcud and p.numero_fatura = d.numero
           where p.nif is not null and p.nif <> $2
           group by p.nif order by documentos desc, p.nif`
        : `select p.nif_adquirente as nif, count(distinct p.id)::int as documentos
           from unnest($3::text[], $4::text[], $5::text[]) as d(nif, numero, atcud)
           join planilha p on p.empresa_id = $1 and p.lado = 'venda' and p.nif = $2 and p.numero_fatura = d.numero
                          and not p.criada_manualmente
           where d.nif = $2 and p.nif_adquirente is not null and p.nif_adquirente not in ($2, '', $6)
           group by p.nif_adquirente order by documentos desc, p.nif_adquirente`;
    const comChave =
      lado === 'venda' ? documentos.filter((d) => d.atcud) : documentos.filter((d) => d.nif === empresa.nif);
    if (comChave.length === 0) return [];
    const { rows } = await tx.query<{ nif: string; documentos: number }>(sql, [
      empresa.id,
      empresa.nif,
      comChave.map((d) => d.nif),
      comChave.map((d) => d.numero),
      comChave.map((d) => d.atcud),
      ...(lado === 'compra' ? [NIF_CONSUMIDOR_FINAL] : []),
    ]);
    return rows;
  }

  /**
   * Inserts the documents not there yet (issuer NIF + number), each in its store (`lojas`, parallel to
   * `faturas`) with what the import's classification gave it (`classificadas`, parallel too); answers the
   * indexes of those that went in and their ids.
   */
  async inserirFaturas(
    tx: Queryable,
    destino: { empresaId: string; importacaoId: string; lado: 'compra' | 'venda'; userId: string },
    faturas: readonly FaturaParaGravar[],
    lojas: readonly string[],
    classificadas: ReadonlyArray<ClassificacaoNova | undefined>,
  ): Promise<Array<{ indice: number; id: string }>> {
    if (faturas.length === 0) return [];
    const { rows } = await tx.query<{ id: string; nif: string; numero_fatura: string }>(
      `insert into planilha (empresa_id, loja_id, importacao_id, lado, nif, emitente, nif_adquirente, numero_fatura,
                             atcud, tipo_documento, situacao, anulado, data_emissao, base_cents, iva_cents, total_cents,
                             ${COLUNAS_DE_CLASSIFICACAO.join(', ')}, categorizacao_auto, atualizado_por)
       select $1, t.loja, $2, $3, t.nif, t.emitente, t.nif_adquirente, t.numero, t.atcud, t.tipo, t.situacao, t.anulado,
              t.data, t.base, t.iva, t.total, ${COLUNAS_DE_CLASSIFICACAO.map((c) => `t.${c}`).join(', ')}, t.auto::jsonb,
              case when t.auto is not null then $17::uuid end
       from unnest($4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
                   $12::boolean[], $13::date[], $14::bigint[], $15::bigint[], $16::bigint[],
                   ${COLUNAS_DE_CLASSIFICACAO.map((_, i) => `$${18 + i}::text[]`).join(', ')}, $25::text[])
         as t(loja, nif, emitente, nif_adquirente, numero, atcud, tipo, situacao, anulado, data, base, iva, total,
              ${COLUNAS_DE_CLASSIFICACAO.join(', ')}, auto)
       on conflict (empresa_id, nif, numero_fatura) where not criada_manualmente and numero_fatura is not null
       do nothing
       returning id, nif, numero_fatura`,
      [
        destino.empresaId,
        destino.importacaoId,
        destino.lado,
        lojas,
        faturas.map((f) => f.nif),
        faturas.map((f) => f.emitente),
        faturas.map((f) => f.nifAdquirente),
        faturas.map((f) => f.numero),
        faturas.map((f) => f.atcud),
        faturas.map((f) => f.tipo),
        faturas.map((f) => f.situacao),
        faturas.map((f) => f.anulado),
        faturas.map((f) => f.dataEmissao),
        faturas.map((f) => f.baseCents),
        faturas.map((f) => f.ivaCents),
        faturas.map((f) => f.totalCents),
        destino.userId,
        ...colunasDeClassificacao(classificadas, faturas.length),
        automaticas(classificadas, faturas.length),
      ],
    );
    const indice = new Map(faturas.map((f, i) => [`${f.nif}${SEPARADOR}${f.numero}`, i]));
    return rows.map((r) => ({
      indice: indice.get(`${r.nif}${SEPARADOR}${r.numero_fatura}`) as number,
      id: r.id,
    }));
  }

  /** Inserts the bank lines whose key is new; answers the ids and keys of those that went in. */
  async inserirMovimentos(
    tx: Queryable,
    empresaId: string,
    importacaoId: string,
    movimentos: readonly MovimentoParaGravar[],
  ): Promise<Array<{ id: string; chave: string }>> {
    if (movimentos.length === 0) return [];
    const { rows } = await tx.query<{ id: string; chave: string }>(
      `insert into movimentos (empresa_id, importacao_id, banco, conta, data_movimento, data_valor, descricao,
                               valor_cents, saldo_cents, referencia_banco, referencias, contraparte, linha, chave,
                               conta_id)
       select $1, $2, t.banco, t.conta, t.data_movimento, t.data_valor, t.descricao, t.valor, t.saldo, t.referencia,
              case when t.referencias = '' then '{}'::text[] else string_to_array(t.referencias, $15) end,
              t.contraparte, t.linha, t.chave, t.conta_id
       from unnest($3::text[], $4::text[], $5::date[], $6::date[], $7::text[], $8::bigint[], $9::bigint[],
                   $10::text[], $11::text[], $12::text[], $13::int[], $14::text[], $16::uuid[])
         as t(banco, conta, data_movimento, data_valor, descricao, valor, saldo, referencia, referencias,
              contraparte, linha, chave, conta_id)
       on conflict (empresa_id, chave) do nothing
       returning id, chave`,
      [
        empresaId,
        importacaoId,
        movimentos.map((m) => m.banco),
        movimentos.map((m) => m.conta),
        movimentos.map((m) => m.dataMovimento),
        movimentos.map((m) => m.dataValor),
        movimentos.map((m) => m.descricao),
        movimentos.map((m) => m.valorCents),
        movimentos.map((m) => m.saldoCents),
        movimentos.map((m) => m.referenciaBanco),
        movimentos.map((m) => m.referencias.join(SEPARADOR)),
        movimentos.map((m) => m.contraparte),
        movimentos.map((m) => m.linha),
        movimentos.map((m) => m.chave),
        SEPARADOR,
        movimentos.map((m) => m.contaId),
      ],
    );
    return rows;
  }

  /**
   * The balances a statement declares; the same statement imported again adds nothing. Either way the
   * import is recorded as having brought them.
   */
  async gravarSaldos(
    tx: Queryable,
    empresaId: string,
    importacaoId: string,
    saldos: readonly SaldoParaGravar[],
  ): Promise<void> {
    for (const s of saldos) {
      await tx.query(
        `with existentes as (
           select s.id from extratos_saldos s
           where s.empresa_id = $1 and s.banco = $3 and s.conta = $4
             and s.data_inicio is not distinct from $5::date and s.data_fim is not distinct from $6::date
             and s.saldo_inicial_cents is not distinct from $7::bigint
             and s.saldo_final_cents is not distinct from $8::bigint
         ),
         novo as (
           insert into extratos_saldos (empresa_id, importacao_id, banco, conta, data_inicio, data_fim,
                                        saldo_inicial_cents, saldo_final_cents, conta_id)
           select $1, $2, $3, $4, $5::date, $6::date, $7::bigint, $8::bigint, $9
           where not exists (select 1 from existentes)
           returning id
         )
         insert into importacoes_conteudo (importacao_id, saldo_id)
         select $2, id from existentes union all select $2, id from novo`,
        [
          empresaId,
          importacaoId,
          s.banco,
          s.conta,
          s.dataInicio,
          s.dataFim,
          s.saldoInicialCents,
          s.saldoFinalCents,
          s.contaId,
        ],
      );
    }
  }

  /** Records every document of the file as brought by the import: the new ones and those already there. */
  async registarFaturasTrazidas(
    tx: Queryable,
    empresaId: string,
    importacaoId: string,
    faturas: readonly FaturaParaGravar[],
  ): Promise<void> {
    if (faturas.length === 0) return;
    await tx.query(
      `insert into importacoes_conteudo (importacao_id, planilha_id)
       select $2, p.id
       from unnest($3::text[], $4::text[]) as d(nif, numero)
       join planilha p on p.empresa_id = $1 and p.nif = d.nif and p.numero_fatura = d.numero
                      and not p.criada_manualmente`,
      [empresaId, importacaoId, faturas.map((f) => f.nif), faturas.map((f) => f.numero)],
    );
  }

  /** Records every bank line of the file as brought by the import (by its key): new or already there. */
  async registarMovimentosTrazidos(
    tx: Queryable,
    empresaId: string,
    importacaoId: string,
    chaves: readonly string[],
  ): Promise<void> {
    if (chaves.length === 0) return;
    await tx.query(
      `insert into importacoes_conteudo (importacao_id, movimento_id)
       select $2, m.id from movimentos m where m.empresa_id = $1 and m.chave = any($3::text[])`,
      [empresaId, importacaoId, [...new Set(chaves)]],
    );
  }

  async listImportacoes(db: Queryable, empresaId: string): Promise<ImportacaoRow[]> {
    const { rows } = await db.query<ImportacaoRow>(
      `select i.id, i.tipo, i.formato, i.nome_ficheiro, i.criado_em, i.criado_por, u.nome as criado_por_nome,
              i.importadas, i.duplicadas, i.atualizadas, i.recusadas, i.detalhes,
              (select count(*)::int from planilha p
               where p.importacao_id = i.id and p.categorizacao_auto is not null) as categorizadas,
              i.anulada_em, i.anulada_por, a.nome as anulada_por_nome
       from importacoes i left join users u on u.id = i.criado_por left join users a on a.id = i.anulada_por
       where i.empresa_id = $1
       order by i.criado_em desc, i.id desc`,
      [empresaId],
    );
    return rows;
  }

  async existeImportacao(db: Queryable, empresaId: string, importacaoId: string): Promise<boolean> {
    const { rowCount } = await db.query('select 1 from importacoes where id = $1 and empresa_id = $2', [
      importacaoId,
      empresaId,
    ]);
    return (rowCount ?? 0) > 0;
  }
}
