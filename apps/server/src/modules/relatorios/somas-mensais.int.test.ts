import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gerador } from '../../../test/gerador';
import { createUser, startTestApp, type TestApp, type TestUser, uniqueNif } from '../../../test/test-app';
import { RelatoriosRepository } from './relatorios.repository';

/*
 * The monthly sums the reports read are kept by triggers on planilha. Whatever is done to the ledger —
 * imports, edits of any field, annulling, moving a row to another store, deleting — they must equal
 * the ledger aggregated directly with the rules of DESIGN §4.
 */

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

async function empresa() {
  const { rows } = await t.pool.query<{ id: string }>(
    "insert into empresas (nome, nif, email) values ('Somas, Lda', $1, 's@exemplo.pt') returning id",
    [uniqueNif()],
  );
  const empresaId = rows[0]?.id as string;
  await t.pool.query("insert into membros (empresa_id, user_id, role) values ($1, $2, 'admin')", [
    empresaId,
    admin.id,
  ]);
  const lojas = await t.pool.query<{ id: string }>(
    "insert into lojas (empresa_id, nome) values ($1, 'L1'), ($1, 'L2') returning id",
    [empresaId],
  );
  return { empresaId, lojas: lojas.rows.map((r) => r.id) };
}

const CATEGORIAS_A = [
  ['Vendas e serviços prestados', 'Serviços Prestados'],
  ['Compras', 'Mercadoria'],
  ['Fornecimentos e serviços externos', 'Electricidade'],
  ['Sem Categoria A', 'Sem Subcategoria A'],
] as const;
const CATEGORIAS_B = [
  ['Fluxos de caixa das actividades operacionais', 'Não Aplicável', 'Recebimentos de clientes'],
  ['Fluxos de caixa das actividades operacionais', 'Não Aplicável', 'Pagamentos a fornecedores'],
  ['Sem Categoria B', 'Sem Subcategoria B', 'Sem Rúbrica B'],
] as const;

async function inserirAleatorias(
  empresaId: string,
  lojas: string[],
  n: number,
  g: ReturnType<typeof gerador>,
) {
  const data = () =>
    `${g.um([2024, 2025])}-${String(g.inteiro(1, 12)).padStart(2, '0')}-${g.inteiro(10, 28)}`;
  const linhas = Array.from({ length: n }, () => {
    const [a, sa] = g.um(CATEGORIAS_A);
    const [b, sb, rb] = g.um(CATEGORIAS_B);
    const fatura = g.talvez(0.7);
    const extrato = !fatura || g.talvez(0.6);
    const dataExtrato = data();
    const base = fatura ? g.inteiro(-50_000, 50_000) : null;
    return {
      loja_id: g.um(lojas),
      anulado: g.talvez(0.05),
      data_emissao: fatura ? data() : null,
      base_cents: base,
      iva_cents: base === null ? null : Math.round((base * g.um([0, 6, 13, 23, 10])) / 100),
      lado: fatura ? g.um(['compra', 'venda']) : null,
      numero_fatura: fatura ? `FT A/${g.inteiro(1, 1_000_000)}` : null,
      tipo_documento: fatura ? g.um(['Fatura', 'Fatura-recibo', 'Nota de crédito']) : null,
      extrato_valor_cents: extrato ? g.inteiro(-60_000, 60_000) : null,
      extrato_data: extrato ? dataExtrato : null,
      data_pagamento: extrato && g.talvez(0.9) ? dataExtrato : null,
      categoria_a: a,
      subcategoria_a: sa,
      gasto: g.um(['Fixo', 'Variável', 'N/A']),
      categoria_b: b,
      subcategoria_b: sb,
      rubrica_b: rb,
    };
  });
  await t.pool.query(
    `insert into planilha (empresa_id, loja_id, anulado, data_emissao, base_cents, iva_cents, lado, numero_fatura,
                           tipo_documento, extrato_valor_cents, extrato_data,
                           data_pagamento, categoria_a, subcategoria_a, gasto, categoria_b, subcategoria_b, rubrica_b)
     select $1, x.* from jsonb_to_recordset($2::jsonb) as x(loja_id uuid, anulado boolean, data_emissao date,
       base_cents bigint, iva_cents bigint, lado text, numero_fatura text, tipo_documento text,
       extrato_valor_cents bigint, extrato_data date, data_pagamento date, categoria_a text,
       subcategoria_a text, gasto text, categoria_b text, subcategoria_b text, rubrica_b text)`,
    [empresaId, JSON.stringify(linhas)],
  );
}

/** Stored sums folded, against the ledger aggregated directly: both as sorted lists of groups. */
async function comparar(empresaId: string) {
  const q = async (sql: string) =>
    (await t.pool.query(sql, [empresaId])).rows.map((r) => JSON.stringify(r)).sort();
  const resultados = [
    await q(`select loja_id, ano, mes, categoria_a, subcategoria_a, gasto, sum(cents)::bigint as cents
             from somas_mensais_resultados where empresa_id = $1
             group by 1, 2, 3, 4, 5, 6 having sum(cents) <> 0`),
    await q(`select loja_id, extract(year from data_referencia)::int as ano, extract(month from data_referencia)::int as mes,
                    categoria_a, subcategoria_a, gasto, sum(coalesce(base_cents, extrato_valor_cents))::bigint as cents
             from planilha where empresa_id = $1 and not anulado and data_referencia is not null
               and transferencia_par is null
             group by 1, 2, 3, 4, 5, 6 having sum(coalesce(base_cents, extrato_valor_cents)) <> 0`),
  ];
  const caixa = [
    await q(`select loja_id, ano, mes, categoria_b, subcategoria_b, rubrica_b, sum(cents)::bigint as cents
             from somas_mensais_caixa where empresa_id = $1
             group by 1, 2, 3, 4, 5, 6 having sum(cents) <> 0`),
    // Each part of a payment on its own date (instalments), a transfer between own accounts apart.
    await q(`select loja_id, extract(year from dia)::int as ano, extract(month from dia)::int as mes,
                    case when transferencia_par is null then categoria_b else 'Transferências internas' end as categoria_b,
                    case when transferencia_par is null then subcategoria_b else 'Transferências internas' end as subcategoria_b,
                    case when transferencia_par is null then rubrica_b else 'Transferências internas' end as rubrica_b,
                    sum(parte)::bigint as cents
             from (
               select p.*, (e->>'data')::date as dia, (e->>'cents')::bigint as parte
               from planilha p cross join jsonb_array_elements(p.pagamentos) e
               where p.pagamentos is not null
               union all
               select p.*, coalesce(p.data_pagamento, p.extrato_data), p.extrato_valor_cents
               from planilha p where p.pagamentos is null
             ) l
             where empresa_id = $1 and not anulado and parte is not null and dia is not null
             group by 1, 2, 3, 4, 5, 6 having sum(parte) <> 0`),
  ];
  // The document sums (VAT map, average ticket): by legal rate, sign and kind of document.
  const documentos = [
    await q(`select loja_id, ano, mes, lado, categoria_a, subcategoria_a, tipo_documento, documento, negativo, taxa,
                    sum(base_cents)::bigint as base, sum(iva_cents)::bigint as iva, sum(linhas)::bigint as linhas
             from somas_mensais_documentos where empresa_id = $1
             group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
             having sum(linhas) <> 0 or sum(base_cents) <> 0 or sum(iva_cents) <> 0`),
    await q(`select loja_id, extract(year from data_referencia)::int as ano, extract(month from data_referencia)::int as mes,
                    coalesce(lado, '') as lado, categoria_a, subcategoria_a, coalesce(tipo_documento, '') as tipo_documento,
                    numero_fatura is not null as documento,
                    coalesce(base_cents, extrato_valor_cents, 0) < 0 as negativo, iva_taxa_legal(base_cents, iva_cents) as taxa,
                    sum(coalesce(base_cents, extrato_valor_cents, 0))::bigint as base, sum(coalesce(iva_cents, 0))::bigint as iva,
                    count(*)::bigint as linhas
             from planilha where empresa_id = $1 and not anulado and data_referencia is not null
               and (coalesce(iva_cents, 0) <> 0 or categoria_a = 'Vendas e serviços prestados')
             group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`),
  ];
  expect(resultados[1]?.length).toBeGreaterThan(0);
  expect(documentos[1]?.length).toBeGreaterThan(0);
  expect(resultados[0]).toEqual(resultados[1]);
  expect(caixa[0]).toEqual(caixa[1]);
  expect(documentos[0]).toEqual(documentos[1]);
}

describe('monthly sums kept by the ledger triggers', () => {
  // The triggers plan a statement of at most 500 rows once, a bigger one on each run (migration 20261207000000):
  // with 1 200 rows, the changes of every row take the second way and those of a part the first.
  it.each([300, 1200])(
    'equal the ledger aggregated directly after every kind of change (%i rows)',
    async (n) => {
      const { empresaId, lojas } = await empresa();
      const g = gerador(20_261_122);
      await inserirAleatorias(empresaId, lojas, n, g);
      await comparar(empresaId);

      const alteracoes = [
        "update planilha set categoria_a = 'Compras', subcategoria_a = 'Matéria Prima' where empresa_id = $1 and base_cents < -20000",
        "update planilha set gasto = 'Variável' where empresa_id = $1 and categoria_a = 'Fornecimentos e serviços externos'",
        'update planilha set base_cents = base_cents * 2 where empresa_id = $1 and base_cents > 30000',
        'update planilha set anulado = not anulado where empresa_id = $1 and extrato_valor_cents % 7 = 0',
        `update planilha set loja_id = (select id from lojas l where l.empresa_id = $1 and l.id <> planilha.loja_id)
       where empresa_id = $1 and base_cents % 5 = 0`,
        "update planilha set data_emissao = data_emissao + interval '20 days' where empresa_id = $1 and base_cents % 3 = 0",
        'update planilha set data_pagamento = null where empresa_id = $1 and extrato_valor_cents % 4 = 0',
        "update planilha set rubrica_b = 'Pagamentos ao pessoal' where empresa_id = $1 and extrato_valor_cents < 0",
        'update planilha set extrato_valor_cents = null, extrato_data = null, data_pagamento = null where empresa_id = $1 and base_cents % 11 = 0',
        "update planilha set emitente = 'Outro nome' where empresa_id = $1",
        // What a matching run writes: the statement part, which moves cash but no document sum.
        `update planilha set status_correspondencia = 'Correspondido', extrato_descricao = 'TRF ' || numero_fatura,
         extrato_valor_cents = -coalesce(base_cents + iva_cents, base_cents), extrato_data = data_emissao + 5,
         data_pagamento = data_emissao + 5, versao = versao + 1
       where empresa_id = $1 and numero_fatura is not null and base_cents % 4 <> 0`,
        'update planilha set iva_cents = iva_cents + 1 where empresa_id = $1 and base_cents % 8 = 1',
        "update planilha set lado = case lado when 'compra' then 'venda' else 'compra' end where empresa_id = $1 and base_cents % 10 = 3",
        "update planilha set tipo_documento = 'Fatura simplificada' where empresa_id = $1 and tipo_documento = 'Fatura' and base_cents % 3 = 1",
        'update planilha set numero_fatura = null where empresa_id = $1 and base_cents % 17 = 2',
        "update planilha set categoria_a = 'Vendas e serviços prestados' where empresa_id = $1 and iva_cents = 0 and base_cents % 2 = 0",
        // Paid in two instalments, a month apart (the second carries the odd cent).
        `update planilha set pagamentos = jsonb_build_array(
         jsonb_build_object('data', extrato_data - 31, 'cents', extrato_valor_cents / 2),
         jsonb_build_object('data', extrato_data, 'cents', extrato_valor_cents - extrato_valor_cents / 2))
       where empresa_id = $1 and extrato_valor_cents % 9 = 0`,
        'update planilha set transferencia_par = gen_random_uuid() where empresa_id = $1 and base_cents is null and extrato_valor_cents % 13 = 0',
        'update planilha set pagamentos = null where empresa_id = $1 and extrato_valor_cents % 2 = 0',
        'update planilha set transferencia_par = null where empresa_id = $1 and extrato_valor_cents % 3 = 0',
        'delete from planilha where empresa_id = $1 and coalesce(base_cents, extrato_valor_cents) % 6 = 0',
      ];
      for (const sql of alteracoes) {
        await t.pool.query(sql, [empresaId]);
        await comparar(empresaId);
      }
      await inserirAleatorias(empresaId, lojas, 100, g);
      await comparar(empresaId);
    },
  );

  it('fold into one row per group without changing a total, and the reports fold them when they pile up', async () => {
    const { empresaId, lojas } = await empresa();
    await inserirAleatorias(empresaId, lojas, 200, gerador(7));
    const { rows } = await t.pool.query<{ id: string }>(
      'select id from planilha where empresa_id = $1 and not anulado and base_cents is not null limit 1',
      [empresaId],
    );
    // One spreadsheet cell edited back and forth, a row at a time, as the screen saves.
    for (let i = 0; i < 500; i++) {
      await t.pool.query('update planilha set base_cents = base_cents + $2 where id = $1', [
        rows[0]?.id,
        i % 2 === 0 ? 100 : -100,
      ]);
    }
    const linhas = async () =>
      (
        await t.pool.query<{ n: number }>(
          'select count(*)::int as n from somas_mensais_resultados where empresa_id = $1',
          [empresaId],
        )
      ).rows[0]?.n ?? 0;
    const antes = await linhas();
    const url = `/get/demonstracao-resultados/${empresaId}/todas?ano=2024&ano2=2025`;
    const relatorio = (await t.app.inject({ method: 'GET', url, headers: admin.auth })).json();
    await comparar(empresaId);
    const depois = await linhas();
    expect(depois).toBeLessThan(antes - 400);
    expect((await t.app.inject({ method: 'GET', url, headers: admin.auth })).json()).toEqual(relatorio);

    await new RelatoriosRepository(t.pool).compactarSomas(empresaId);
    expect(await linhas()).toBe(depois);
    await comparar(empresaId);
  });

  it('go with the company, which can still be deleted with its ledger', async () => {
    const { empresaId, lojas } = await empresa();
    await inserirAleatorias(empresaId, lojas, 50, gerador(3));
    await t.pool.query('delete from empresas where id = $1', [empresaId]);
    for (const tabela of ['somas_mensais_resultados', 'somas_mensais_caixa']) {
      const { rows } = await t.pool.query<{ n: number }>(
        `select count(*)::int as n from ${tabela} where empresa_id = $1`,
        [empresaId],
      );
      expect(rows[0]?.n, tabela).toBe(0);
    }
  });
});
