import type {
  CampoClassificacao,
  Classificacao,
  ClassificacaoRegra,
  CondicaoTexto,
  LinhaParaRegras,
  Regra,
} from '@contas/core';
import type { Queryable } from '../../db/database';

/** A company rule as stored. */
export type RegraGuardada = {
  id: string;
  condicao: CondicaoTexto;
  classificacao: ClassificacaoRegra;
  criadaEm: string;
};

type LinhaRegra = {
  id: string;
  campo: CondicaoTexto['campo'];
  texto: string;
  sinal: 'entrada' | 'saida' | null;
  valor_minimo_cents: string | null;
  valor_maximo_cents: string | null;
  categoria_a: string;
  subcategoria_a: string;
  gasto: string;
  categoria_b: string;
  subcategoria_b: string;
  rubrica_b: string;
  criado_em: Date;
};

const COLUNAS_REGRA = `id, campo, texto, sinal, valor_minimo_cents, valor_maximo_cents, categoria_a, subcategoria_a,
  gasto, categoria_b, subcategoria_b, rubrica_b, criado_em`;

const numeroOuNulo = (v: string | null) => (v === null ? null : Number(v));

function regraGuardada(l: LinhaRegra): RegraGuardada {
  return {
    id: l.id,
    condicao: {
      campo: l.campo,
      texto: l.texto,
      sinal: l.sinal,
      valorMinimoCents: numeroOuNulo(l.valor_minimo_cents),
      valorMaximoCents: numeroOuNulo(l.valor_maximo_cents),
    },
    classificacao: {
      categoria_A: l.categoria_a,
      subcategoria_A: l.subcategoria_a,
      gasto: l.gasto,
      categoria_B: l.categoria_b,
      subcategoria_B: l.subcategoria_b,
      rubrica_B: l.rubrica_b,
    },
    criadaEm: l.criado_em.toISOString(),
  };
}

export const paraMotor = (r: RegraGuardada): Regra => ({
  origem: 'empresa',
  id: r.id,
  condicoes: [r.condicao],
  classificacao: r.classificacao,
});

const valoresDaRegra = ({ condicao: c, classificacao: k }: Omit<RegraGuardada, 'id' | 'criadaEm'>) => [
  c.campo,
  c.texto,
  c.sinal ?? null,
  c.valorMinimoCents ?? null,
  c.valorMaximoCents ?? null,
  k.categoria_A,
  k.subcategoria_A,
  k.gasto,
  k.categoria_B,
  k.subcategoria_B,
  k.rubrica_B,
];

/** API field → column, in the order of `Classificacao`. */
const COLUNAS_CLASSIFICACAO: ReadonlyArray<readonly [CampoClassificacao, string]> = [
  ['categoria_A', 'categoria_a'],
  ['subcategoria_A', 'subcategoria_a'],
  ['categoria_B', 'categoria_b'],
  ['subcategoria_B', 'subcategoria_b'],
  ['rubrica_B', 'rubrica_b'],
  ['tipologia', 'tipologia'],
  ['gasto', 'gasto'],
];

/** A spreadsheet row as the rules read it, with its classification. */
export type LinhaCandidata = { id: string; linha: LinhaParaRegras; classificacao: Classificacao };

type LinhaPlanilhaRegra = {
  id: string;
  lado: 'compra' | 'venda' | null;
  nif: string | null;
  emitente: string | null;
  extrato_descricao: string | null;
  valor_cents: string | null;
} & Record<string, string | null>;

function linhaCandidata(l: LinhaPlanilhaRegra): LinhaCandidata {
  return {
    id: l.id,
    linha: {
      lado: l.lado,
      nif: l.nif,
      emitente: l.emitente,
      descritivo: l.extrato_descricao,
      valorCents: numeroOuNulo(l.valor_cents),
    },
    classificacao: Object.fromEntries(
      COLUNAS_CLASSIFICACAO.map(([campo, coluna]) => [campo, l[coluna] as string]),
    ) as unknown as Classificacao,
  };
}

/** A row's new classification (all seven fields) and what the history keeps of why. */
export type Escrita = { id: string; classificacao: Classificacao; categorizacaoAuto?: unknown };

export class RegrasRepository {
  async listar(db: Queryable, empresaId: string): Promise<RegraGuardada[]> {
    const { rows } = await db.query<LinhaRegra>(
      `select ${COLUNAS_REGRA} from regras_categorizacao where empresa_id = $1 order by criado_em, id`,
      [empresaId],
    );
    return rows.map(regraGuardada);
  }

  async criar(
    db: Queryable,
    empresaId: string,
    userId: string,
    regra: Omit<RegraGuardada, 'id' | 'criadaEm'>,
  ): Promise<RegraGuardada> {
    const { rows } = await db.query<LinhaRegra>(
      `insert into regras_categorizacao (empresa_id, criado_por, atualizado_por, campo, texto, sinal,
         valor_minimo_cents, valor_maximo_cents, categoria_a, subcategoria_a, gasto, categoria_b, subcategoria_b,
         rubrica_b)
       values ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       returning ${COLUNAS_REGRA}`,
      [empresaId, userId, ...valoresDaRegra(regra)],
    );
    return regraGuardada(rows[0] as LinhaRegra);
  }

  /** Undefined when the company has no such rule. */
  async atualizar(
    db: Queryable,
    empresaId: string,
    id: string,
    userId: string,
    regra: Omit<RegraGuardada, 'id' | 'criadaEm'>,
  ): Promise<RegraGuardada | undefined> {
    const { rows } = await db.query<LinhaRegra>(
      `update regras_categorizacao set campo = $4, texto = $5, sinal = $6, valor_minimo_cents = $7,
         valor_maximo_cents = $8, categoria_a = $9, subcategoria_a = $10, gasto = $11, categoria_b = $12,
         subcategoria_b = $13, rubrica_b = $14, atualizado_por = $3, atualizado_em = now()
       where empresa_id = $1 and id = $2
       returning ${COLUNAS_REGRA}`,
      [empresaId, id, userId, ...valoresDaRegra(regra)],
    );
    return rows[0] ? regraGuardada(rows[0]) : undefined;
  }

  async eliminar(db: Queryable, empresaId: string, id: string): Promise<boolean> {
    const { rowCount } = await db.query(
      'delete from regras_categorizacao where empresa_id = $1 and id = $2',
      [empresaId, id],
    );
    return (rowCount ?? 0) > 0;
  }

  async desativadas(db: Queryable, empresaId: string): Promise<Set<string>> {
    const { rows } = await db.query<{ regra: string }>(
      'select regra from regras_base_desativadas where empresa_id = $1',
      [empresaId],
    );
    return new Set(rows.map((r) => r.regra));
  }

  async definirBase(db: Queryable, empresaId: string, regra: string, ativa: boolean, userId: string) {
    if (ativa)
      await db.query('delete from regras_base_desativadas where empresa_id = $1 and regra = $2', [
        empresaId,
        regra,
      ]);
    else
      await db.query(
        `insert into regras_base_desativadas (empresa_id, regra, desativada_por) values ($1, $2, $3)
         on conflict (empresa_id, regra) do nothing`,
        [empresaId, regra, userId],
      );
  }

  /**
   * The rows still without Categoria A or Categoria B: all of the company's, or only those an import
   * brought (`importacaoId`). `paraAtualizar` locks them until the transaction ends.
   */
  async porClassificar(
    db: Queryable,
    empresaId: string,
    opcoes: { importacaoId?: string; paraAtualizar?: boolean } = {},
  ): Promise<LinhaCandidata[]> {
    const { rows } = await db.query<LinhaPlanilhaRegra>(
      `select id, lado, nif, emitente, extrato_descricao, coalesce(total_cents, extrato_valor_cents) as valor_cents,
         ${COLUNAS_CLASSIFICACAO.map(([, coluna]) => coluna).join(', ')}
       from planilha
       where empresa_id = $1 and (categoria_a = 'Sem Categoria A' or categoria_b = 'Sem Categoria B')
         and ($2::uuid is null or importacao_id = $2)
       order by id
       ${opcoes.paraAtualizar ? 'for update' : ''}`,
      [empresaId, opcoes.importacaoId ?? null],
    );
    return rows.map(linhaCandidata);
  }

  /** One row of the company, for a rule's draft; undefined when it is not the company's. */
  async linha(db: Queryable, empresaId: string, id: string): Promise<LinhaCandidata | undefined> {
    const { rows } = await db.query<LinhaPlanilhaRegra>(
      `select id, lado, nif, emitente, extrato_descricao, coalesce(total_cents, extrato_valor_cents) as valor_cents,
         ${COLUNAS_CLASSIFICACAO.map(([, coluna]) => coluna).join(', ')}
       from planilha where empresa_id = $1 and id = $2`,
      [empresaId, id],
    );
    return rows[0] ? linhaCandidata(rows[0]) : undefined;
  }

  /**
   * Writes the rules' classifications in one statement. `acao` 'editar' records each changed field as a
   * person's edit does (a person asked for it); 'categorizacao-automatica' keeps `categorizacao_auto` (the
   * import did it: visible, and undone by 'reverter-categorizacao').
   */
  async gravar(
    db: Queryable,
    empresaId: string,
    userId: string,
    acao: 'editar' | 'categorizacao-automatica',
    escritas: readonly Escrita[],
  ): Promise<void> {
    if (escritas.length === 0) return;
    const colunas = COLUNAS_CLASSIFICACAO.map(([, coluna]) => coluna);
    const arrays = COLUNAS_CLASSIFICACAO.map(([campo]) => escritas.map((e) => e.classificacao[campo]));
    const parametros = [
      empresaId,
      userId,
      escritas.map((e) => e.id),
      escritas.map((e) => (e.categorizacaoAuto === undefined ? null : JSON.stringify(e.categorizacaoAuto))),
      ...arrays,
    ];
    const novos = `unnest($3::uuid[], $4::text[], ${colunas.map((_, i) => `$${5 + i}::text[]`).join(', ')})
      as n(id, auto, ${colunas.join(', ')})`;
    const historico =
      acao === 'editar'
        ? `insert into planilha_historico (empresa_id, planilha_id, user_id, acao, campo, antes, depois)
           select $1, a.id, $2, 'editar', c.campo, c.antes, c.depois
           from antes a join ${novos} on n.id = a.id
           cross join lateral (values
             ${COLUNAS_CLASSIFICACAO.map(([campo, coluna]) => `('${campo}', to_jsonb(a.${coluna}), to_jsonb(n.${coluna}))`).join(',\n             ')}
           ) as c(campo, antes, depois)
           where c.antes is distinct from c.depois`
        : `insert into planilha_historico (empresa_id, planilha_id, user_id, acao, depois)
           select $1, n.id, $2, 'categorizacao-automatica', n.auto::jsonb from ${novos}`;
    await db.query(
      `with antes as (
         select p.id, ${colunas.map((c) => `p.${c}`).join(', ')} from planilha p
         where p.empresa_id = $1 and p.id = any($3::uuid[])
       ),
       mudadas as (
         update planilha p set ${colunas.map((c) => `${c} = n.${c}`).join(', ')},
           categorizacao_auto = coalesce(n.auto::jsonb, p.categorizacao_auto),
           versao = p.versao + 1, atualizado_em = now(), atualizado_por = $2
         from ${novos}
         where p.empresa_id = $1 and p.id = n.id
       )
       ${historico}`,
      parametros,
    );
  }
}
