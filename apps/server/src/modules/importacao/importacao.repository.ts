import type { Problema } from '@contas/core/importers';
import type { Queryable } from '../../db/database';

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
  detalhes: { problemas?: Problema[] };
  categorizadas: number;
};

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

  async criarImportacao(
    tx: Queryable,
    dados: { empresaId: string; tipo: TipoImportacao; formato: string; nomeFicheiro: string; userId: string },
  ): Promise<string> {
    const { rows } = await tx.query<{ id: string }>(
      `insert into importacoes (empresa_id, tipo, formato, nome_ficheiro, criado_por)
       values ($1, $2, $3, $4, $5) returning id`,
      [dados.empresaId, dados.tipo, dados.formato, dados.nomeFicheiro, dados.userId],
    );
    return rows[0]?.id as string;
  }

  async concluirImportacao(
    tx: Queryable,
    id: string,
    contagens: Contagens,
    detalhes: Record<string, unknown>,
  ): Promise<void> {
    await tx.query(
      `update importacoes set importadas = $2, duplicadas = $3, atualizadas = $4, recusadas = $5, detalhes = $6
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

  /** Inserts the documents not there yet (issuer NIF + number); answers how many went in. */
  async inserirFaturas(
    tx: Queryable,
    destino: { empresaId: string; lojaId: string; importacaoId: string; lado: 'compra' | 'venda' },
    faturas: readonly FaturaParaGravar[],
  ): Promise<number> {
    if (faturas.length === 0) return 0;
    const { rowCount } = await tx.query(
      `insert into planilha (empresa_id, loja_id, importacao_id, lado, nif, emitente, nif_adquirente, numero_fatura,
                             atcud, tipo_documento, situacao, anulado, data_emissao, base_cents, iva_cents, total_cents)
       select $1, $2, $3, $4, t.*
       from unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
                   $12::boolean[], $13::date[], $14::bigint[], $15::bigint[], $16::bigint[])
         as t(nif, emitente, nif_adquirente, numero, atcud, tipo, situacao, anulado, data, base, iva, total)
       on conflict (empresa_id, nif, numero_fatura) where not criada_manualmente and numero_fatura is not null
       do nothing`,
      [
        destino.empresaId,
        destino.lojaId,
        destino.importacaoId,
        destino.lado,
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
      ],
    );
    return rowCount ?? 0;
  }

  /** Inserts the bank lines whose key is new; answers the ids of those that went in. */
  async inserirMovimentos(
    tx: Queryable,
    empresaId: string,
    importacaoId: string,
    movimentos: readonly MovimentoParaGravar[],
  ): Promise<string[]> {
    if (movimentos.length === 0) return [];
    const { rows } = await tx.query<{ id: string }>(
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
       returning id`,
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
    return rows.map((r) => r.id);
  }

  /** The balances a statement declares; the same statement imported again adds nothing. */
  async gravarSaldos(
    tx: Queryable,
    empresaId: string,
    importacaoId: string,
    saldos: readonly SaldoParaGravar[],
  ): Promise<void> {
    for (const s of saldos) {
      await tx.query(
        `insert into extratos_saldos (empresa_id, importacao_id, banco, conta, data_inicio, data_fim,
                                      saldo_inicial_cents, saldo_final_cents, conta_id)
         select $1, $2, $3, $4, $5::date, $6::date, $7::bigint, $8::bigint, $9
         where not exists (
           select 1 from extratos_saldos s
           where s.empresa_id = $1 and s.banco = $3 and s.conta = $4
             and s.data_inicio is not distinct from $5::date and s.data_fim is not distinct from $6::date
             and s.saldo_inicial_cents is not distinct from $7::bigint
             and s.saldo_final_cents is not distinct from $8::bigint)`,
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

  async listImportacoes(db: Queryable, empresaId: string): Promise<ImportacaoRow[]> {
    const { rows } = await db.query<ImportacaoRow>(
      `select i.id, i.tipo, i.formato, i.nome_ficheiro, i.criado_em, i.criado_por, u.nome as criado_por_nome,
              i.importadas, i.duplicadas, i.atualizadas, i.recusadas, i.detalhes,
              (select count(*)::int from planilha p
               where p.importacao_id = i.id and p.categorizacao_auto is not null) as categorizadas
       from importacoes i left join users u on u.id = i.criado_por
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
