import {
  CAMPOS_CLASSIFICACAO,
  type Cents,
  CLASSIFICACAO_PREDEFINIDA,
  separarIva,
  taxaIvaHabitual,
  type VendasPorRacio,
} from '@contas/core';
import {
  CLASSIFICACAO_COMISSAO_CARTAO,
  type Correspondencia,
  eComissaoCartao,
  type LiquidacaoCartao,
} from '@contas/core/matching';
import type { Queryable } from '../../db/database';
import type { LinhaLigada } from './ligacoes.repository';

/** The classification's columns, and a commission's values in the same order. */
const CLASSIFICACAO = CAMPOS_CLASSIFICACAO.map((campo) => campo.toLowerCase());
const COMISSAO = CAMPOS_CLASSIFICACAO.map((campo) => CLASSIFICACAO_COMISSAO_CARTAO[campo]);
const PREDEFINIDAS = CAMPOS_CLASSIFICACAO.map((campo) => CLASSIFICACAO_PREDEFINIDA[campo]);

/**
 * The rows of card settlements' commissions (`comissao_de`), one per settlement paired with its sales
 * documents for less than they add up to: in the settlement's store (its row's, else its account's, else
 * the company's first), classified as FSE 'Comissões'. Answers each one's share of its settlement (the negative difference),
 * to link with the documents, so that the shares add up to the bank's line.
 */
export async function criarComissoes(
  tx: Queryable,
  empresaId: string,
  cartoes: readonly Correspondencia[],
  userId: string | null,
): Promise<LinhaLigada[]> {
  const comissoes = cartoes.filter((c) => c.regra === 'cartao' && c.diferencaCents < 0);
  if (comissoes.length === 0) return [];
  const movimentoIds = comissoes.map((c) => c.movimentoIds[0] as string);
  const { rows } = await tx.query<{ id: string; comissao_de: string }>(
    `with novas as (
       insert into planilha (empresa_id, loja_id, importacao_id, status_correspondencia, comissao_de,
                             ${CLASSIFICACAO.join(', ')}, atualizado_por)
       select $1,
              coalesce(p.loja_id, c.loja_id,
                       (select l.id from lojas l where l.empresa_id = $1 order by l.created_at, l.nome, l.id limit 1)),
              m.importacao_id, 'Pendente', m.id, ${CLASSIFICACAO.map((_, i) => `($3::text[])[${i + 1}]`).join(', ')}, $4
       from unnest($2::uuid[]) as x(id)
       join movimentos m on m.id = x.id and m.empresa_id = $1
       left join planilha p on p.movimento_id = m.id
       left join contas_bancarias c on c.id = m.conta_id
       returning id, comissao_de
     ),
     historico as (
       insert into planilha_historico (empresa_id, planilha_id, user_id, acao, campo, antes, depois)
       select $1, id, $4, 'comissao-cartao', 'comissaoDe', null, to_jsonb(comissao_de::text) from novas
     )
     select id, comissao_de from novas`,
    [empresaId, movimentoIds, COMISSAO, userId],
  );
  const linhaDe = new Map(rows.map((r) => [r.comissao_de, r.id]));
  return comissoes.map((c) => ({
    planilhaId: linhaDe.get(c.movimentoIds[0] as string) as string,
    movimentoId: c.movimentoIds[0] as string,
    valorCents: c.diferencaCents,
    regra: c.regra,
    explicacao: c.explicacao,
  }));
}

/** The commissions' rows of these settlements go (their settlement no longer pays the sales): answers their ids. */
export async function apagarComissoes(
  tx: Queryable,
  empresaId: string,
  movimentoIds: readonly string[],
): Promise<string[]> {
  if (movimentoIds.length === 0) return [];
  const { rows } = await tx.query<{ id: string }>(
    'delete from planilha where empresa_id = $1 and comissao_de = any($2::uuid[]) returning id',
    [empresaId, movimentoIds],
  );
  return rows.map((r) => r.id);
}

/**
 * Each store's sales by ratio of VAT to base (basis points), with their bases: what a store's usual rate
 * is read from (`taxaIvaHabitual`). Annulled documents and credit notes say nothing of it.
 */
async function vendasPorRacio(tx: Queryable, empresaId: string): Promise<VendasPorRacio[]> {
  const { rows } = await tx.query<{ loja_id: string; pontos: number; base: string }>(
    `select loja_id, round(iva_cents * 10000.0 / base_cents)::int as pontos, sum(base_cents)::text as base
     from planilha
     where empresa_id = $1 and lado = 'venda' and not anulado and base_cents > 0 and iva_cents >= 0
       and tipo_documento is distinct from 'Nota de crédito'
     group by 1, 2`,
    [empresaId],
  );
  return rows.map((r) => ({ lojaId: r.loja_id, pontosBase: r.pontos, baseCents: Number(r.base) }));
}

/** jsonb keeps its own key order: compare objects by their sorted keys. */
function jsonOrdenado(valor: Record<string, unknown> | null): string {
  return valor === null ? 'null' : JSON.stringify(Object.entries(valor).sort(([a], [b]) => (a < b ? -1 : 1)));
}

type LinhaDeLiquidacao = {
  id: string;
  movimento_id: string;
  loja_id: string;
  valor: Cents;
  base_cents: Cents | null;
  iva_cents: Cents | null;
  vendas_cartao: Record<string, unknown> | null;
};

/**
 * How each card settlement that pays no document counts, on its own row: when its takings days' open
 * counter sales are more than it (cash sales documented too), the sales are in those documents and the
 * settlement is only their cash — base 0, out of the income statement; otherwise the settlement is the
 * sales themselves, net of VAT at its store's usual rate (base + VAT = the line). The row says which
 * (`vendas_cartao`) and its history what changed; rows already right are left alone.
 */
export async function aplicarLiquidacoesCartao(
  tx: Queryable,
  empresaId: string,
  liquidacoes: readonly LiquidacaoCartao[],
  userId: string | null,
): Promise<number> {
  if (liquidacoes.length === 0) return 0;
  const { rows } = await tx.query<LinhaDeLiquidacao>(
    `select p.id, p.movimento_id, p.loja_id, p.extrato_valor_cents as valor, p.base_cents, p.iva_cents,
            p.vendas_cartao
     from planilha p
     where p.empresa_id = $1 and p.movimento_id = any($2::uuid[]) and p.status_correspondencia = 'Sem fatura'
       and p.transferencia_par is null and p.extrato_valor_cents > 0`,
    [empresaId, liquidacoes.map((l) => l.movimentoId)],
  );
  if (rows.length === 0) return 0;
  const vendas = await vendasPorRacio(tx, empresaId);
  const emAberto = new Map(liquidacoes.map((l) => [l.movimentoId, l.vendasEmAbertoCents]));
  const mudancas = rows.flatMap((r) => {
    const faturadas = emAberto.get(r.movimento_id) ?? 0;
    let alvo: { base: Cents; iva: Cents; vendasCartao: Record<string, unknown> };
    if (faturadas > r.valor) {
      alvo = { base: 0, iva: 0, vendasCartao: { modo: 'faturadas', vendasCents: faturadas } };
    } else {
      const taxa = taxaIvaHabitual(vendas, r.loja_id);
      const { baseCents, ivaCents } = separarIva(r.valor, taxa.taxa);
      alvo = {
        base: baseCents,
        iva: ivaCents,
        vendasCartao: { modo: 'vendas', taxaIva: taxa.taxa, origem: taxa.origem },
      };
    }
    const igual =
      r.base_cents === alvo.base &&
      r.iva_cents === alvo.iva &&
      jsonOrdenado(r.vendas_cartao) === jsonOrdenado(alvo.vendasCartao);
    return igual ? [] : [{ id: r.id, ...alvo }];
  });
  if (mudancas.length === 0) return 0;
  // One history entry per field, as an edit: base and VAT in cents (the API shows euros), and the mode.
  await tx.query(
    `with novas as (
       select * from unnest($2::uuid[], $3::bigint[], $4::bigint[], $5::jsonb[]) as x(id, base, iva, vendas_cartao)
     ),
     antes as (
       select p.id, p.base_cents, p.iva_cents, p.total_cents, p.vendas_cartao
       from planilha p join novas n on n.id = p.id
       where p.empresa_id = $1
     ),
     mudadas as (
       update planilha p set base_cents = n.base, iva_cents = n.iva, total_cents = p.extrato_valor_cents,
              vendas_cartao = n.vendas_cartao, versao = p.versao + 1, atualizado_em = now(), atualizado_por = $6
       from novas n
       where p.id = n.id and p.empresa_id = $1
       returning p.id, p.base_cents, p.iva_cents, p.total_cents, p.vendas_cartao
     )
     insert into planilha_historico (empresa_id, planilha_id, user_id, acao, campo, antes, depois)
     select $1, m.id, $6, 'vendas-cartao', c.campo, c.antes, c.depois
     from mudadas m join antes a on a.id = m.id
     cross join lateral (values
       ('fatura.baseTributavel', to_jsonb(a.base_cents), to_jsonb(m.base_cents)),
       ('fatura.iva', to_jsonb(a.iva_cents), to_jsonb(m.iva_cents)),
       ('fatura.total', to_jsonb(a.total_cents), to_jsonb(m.total_cents)),
       ('vendasCartao', a.vendas_cartao, m.vendas_cartao)
     ) as c(campo, antes, depois)
     where c.antes is distinct from c.depois`,
    [
      empresaId,
      mudancas.map((m) => m.id),
      mudancas.map((m) => m.base),
      mudancas.map((m) => m.iva),
      mudancas.map((m) => JSON.stringify(m.vendasCartao)),
      userId,
    ],
  );
  return mudancas.length;
}

/**
 * The acquirer's commissions the bank shows on their own lines ('COMISSAO TPA 9061122'), still with the
 * default classification, become FSE 'Comissões' — apart from the sales, as the settlements' commissions
 * are. Kept in `categorizacao_auto` (origin 'cartao') and the history, like the import's learning.
 */
export async function classificarComissoesDoBanco(
  tx: Queryable,
  empresaId: string,
  userId: string | null,
): Promise<number> {
  const { rows } = await tx.query<{ id: string; descricao: string; valor: Cents }>(
    `select p.id, coalesce(p.extrato_descricao, '') as descricao, p.extrato_valor_cents as valor from planilha p
     where p.empresa_id = $1 and p.status_correspondencia = 'Sem fatura' and p.extrato_valor_cents < 0
       and p.extrato_descricao is not null and p.categorizacao_auto is null
       and (${CLASSIFICACAO.map((c, i) => `p.${c} = ($2::text[])[${i + 1}]`).join(' and ')})`,
    [empresaId, PREDEFINIDAS],
  );
  const ids = rows.filter((r) => eComissaoCartao(r.descricao, r.valor)).map((r) => r.id);
  if (ids.length === 0) return 0;
  const campos = JSON.stringify(CLASSIFICACAO_COMISSAO_CARTAO);
  await tx.query(
    `with aplicadas as (
       update planilha p set ${CLASSIFICACAO.map((c, i) => `${c} = ($3::text[])[${i + 1}]`).join(', ')},
              categorizacao_auto = jsonb_build_object('origem', 'cartao', 'campos', $4::jsonb),
              versao = p.versao + 1, atualizado_em = now(), atualizado_por = $5
       where p.empresa_id = $1 and p.id = any($2::uuid[])
       returning p.id, p.categorizacao_auto
     )
     insert into planilha_historico (empresa_id, planilha_id, user_id, acao, depois)
     select $1, id, $5, 'categorizacao-automatica', categorizacao_auto from aplicadas`,
    [empresaId, ids, COMISSAO, campos, userId],
  );
  return ids.length;
}
