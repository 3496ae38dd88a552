import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarEmpresaDeTeste, startTestApp, type TestApp } from '../../../test/test-app';
import { criarLinhasDeExtrato, desligar, ligar } from './ligacoes.repository';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function cenario() {
  const empresa = await criarEmpresaDeTeste(t, { nome: 'Ligações, Lda', membros: [], lojas: ['L1'] });
  const empresaId = empresa.id;
  const lojaId = empresa.lojaIds[0] as string;
  const mov = async (data: string, valor: number, descricao: string, chave: string) =>
    (
      await t.pool.query<{ id: string }>(
        `insert into movimentos (empresa_id, banco, data_movimento, descricao, valor_cents, linha, chave)
         values ($1, 'cgd', $2, $3, $4, 1, $5) returning id`,
        [empresaId, data, descricao, valor, chave],
      )
    ).rows[0]?.id as string;
  const fatura = async (numero: string, total: number) =>
    (
      await t.pool.query<{ id: string }>(
        `insert into planilha (empresa_id, loja_id, lado, nif, emitente, numero_fatura, data_emissao, base_cents, iva_cents, total_cents)
         values ($1, $2, 'compra', '500000000', '500000000 - Fornecedor', $3, '2025-03-01', $4, 0, $4) returning id`,
        [empresaId, lojaId, numero, total],
      )
    ).rows[0]?.id as string;
  return { empresaId, lojaId, mov, fatura };
}

const linha = async (id: string) =>
  (await t.pool.query('select * from planilha where id = $1', [id])).rows[0];

describe('links between bank lines and ledger rows', () => {
  it('one payment for two invoices: the statement row goes, both invoices get their share; undo restores it', async () => {
    const c = await cenario();
    const m = await c.mov('2025-03-10', -30000, 'TRF P/O FORNECEDOR FT 1 FT 2', 'k1');
    const f1 = await c.fatura('FT 1', -10000);
    const f2 = await c.fatura('FT 2', -20000);
    const [criada] = await criarLinhasDeExtrato(t.pool, c.empresaId, c.lojaId, [m]);
    expect(criada).toMatchObject({ movimento_id: m, restaurada: false });
    const outraLoja = (
      await t.pool.query<{ id: string }>(
        "insert into lojas (empresa_id, nome) values ($1, 'L2') returning id",
        [c.empresaId],
      )
    ).rows[0]?.id as string;
    // A person classified the bank line, moved it to the second store and corrected its payment date.
    await t.pool.query(
      `update planilha set categoria_a = 'Compras', subcategoria_a = 'Mercadoria', loja_id = $2,
                           data_pagamento = '2025-03-11'
       where movimento_id = $1`,
      [m, outraLoja],
    );

    await ligar(t.pool, {
      empresaId: c.empresaId,
      linhas: [
        { planilhaId: f1, movimentoId: m, valorCents: -10000 },
        { planilhaId: f2, movimentoId: m, valorCents: -20000 },
      ],
      regra: 'combinacao',
      explicacao: 'Um pagamento para duas faturas',
      manual: false,
      userId: null,
    });
    expect(
      (await t.pool.query('select count(*)::int as n from planilha where movimento_id = $1', [m])).rows[0].n,
    ).toBe(0);
    expect(await linha(f1)).toMatchObject({
      status_correspondencia: 'Correspondido',
      extrato_valor_cents: -10000,
      extrato_data: '2025-03-10',
      data_pagamento: '2025-03-10',
      tipo_movimento: 'Saída',
      extrato_descricao: 'TRF P/O FORNECEDOR FT 1 FT 2',
      categoria_a: 'Compras',
    });
    expect((await linha(f2)).extrato_valor_cents).toBe(-20000);

    expect(await desligar(t.pool, c.empresaId, f1)).toEqual({
      movimentoIds: [m],
      linhasDeExtrato: [],
      classificacaoReposta: true,
      outrasLinhas: [],
    });
    // The invoice had no classification before the link: it goes back to none.
    expect(await linha(f1)).toMatchObject({
      status_correspondencia: 'Pendente',
      extrato_valor_cents: null,
      data_pagamento: null,
      categoria_a: 'Sem Categoria A',
      subcategoria_a: 'Sem Subcategoria A',
    });
    // Still linked to the second invoice, so no statement-only row comes back yet.
    expect(
      (await t.pool.query('select count(*)::int as n from planilha where movimento_id = $1', [m])).rows[0].n,
    ).toBe(0);
    // A person classified the second invoice meanwhile: undoing keeps what they chose.
    await t.pool.query("update planilha set subcategoria_a = 'Matéria Prima' where id = $1", [f2]);
    const desfeito = await desligar(t.pool, c.empresaId, f2);
    expect(desfeito.classificacaoReposta).toBe(false);
    expect(await linha(f2)).toMatchObject({ categoria_a: 'Compras', subcategoria_a: 'Matéria Prima' });
    // The bank line's own row comes back as it was: same id, store, classification and payment date.
    expect(desfeito.linhasDeExtrato).toEqual([{ id: criada?.id, movimento_id: m, restaurada: true }]);
    const restored = (await t.pool.query('select * from planilha where movimento_id = $1', [m])).rows;
    expect(restored).toHaveLength(1);
    expect(restored[0]).toMatchObject({
      id: criada?.id,
      status_correspondencia: 'Sem fatura',
      extrato_valor_cents: -30000,
      loja_id: outraLoja,
      categoria_a: 'Compras',
      subcategoria_a: 'Mercadoria',
      data_pagamento: '2025-03-11',
    });
    expect(
      (await t.pool.query('select linha_absorvida from movimentos where id = $1', [m])).rows[0]
        .linha_absorvida,
    ).toBeNull();
    const blocked = await t.pool.query(
      'select planilha_id from correspondencias_bloqueadas where movimento_id = $1 order by planilha_id',
      [m],
    );
    expect(blocked.rows.map((r) => r.planilha_id).sort()).toEqual([f1, f2].sort());
  });

  it('two instalments for one invoice sum on the row and the latest date is the payment date', async () => {
    const c = await cenario();
    const a = await c.mov('2025-04-01', -5000, 'TRF 1/2', 'a');
    const b = await c.mov('2025-05-01', -5001, 'TRF 2/2', 'b');
    const f = await c.fatura('FT 9', -10001);
    await criarLinhasDeExtrato(t.pool, c.empresaId, c.lojaId, [a, b]);
    await ligar(t.pool, {
      empresaId: c.empresaId,
      linhas: [
        { planilhaId: f, movimentoId: a, valorCents: -5000 },
        { planilhaId: f, movimentoId: b, valorCents: -5001 },
      ],
      regra: 'prestacoes',
      explicacao: '',
      manual: true,
      userId: null,
    });
    expect(await linha(f)).toMatchObject({
      status_correspondencia: 'Manual',
      extrato_valor_cents: -10001,
      data_pagamento: '2025-05-01',
      extrato_descricao: 'TRF 1/2 | TRF 2/2',
    });
  });

  it('a leg of a transfer that pays an invoice is no transfer: the other leg goes back to a plain line', async () => {
    const c = await cenario();
    const saida = await c.mov('2025-06-02', -7000, 'TRF P/ CONTA PROPRIA', 's');
    const entrada = await c.mov('2025-06-02', 7000, 'TRF DE CONTA PROPRIA', 'e');
    const solta = await c.mov('2025-06-03', -1000, 'OUTRA', 'o');
    const f = await c.fatura('FT 12', -7000);
    await criarLinhasDeExtrato(t.pool, c.empresaId, c.lojaId, [saida, entrada, solta]);
    await t.pool.query(
      `update movimentos set transferencia_par = case id when $1 then $2::uuid else $1::uuid end where id in ($1, $2)`,
      [saida, entrada],
    );
    await t.pool.query(
      `update planilha set transferencia_par = case movimento_id when $1 then $2::uuid else $1::uuid end
       where movimento_id in ($1, $2)`,
      [saida, entrada],
    );
    const ligarA = (movimentoId: string, planilhaId: string, valorCents: number) =>
      ligar(t.pool, {
        empresaId: c.empresaId,
        linhas: [{ planilhaId, movimentoId, valorCents }],
        regra: 'manual',
        explicacao: '',
        manual: true,
        userId: null,
      });
    const pares = async () =>
      (
        await t.pool.query<{ id: string; par: string | null; linha_par: string | null }>(
          `select m.id, m.transferencia_par as par, p.transferencia_par as linha_par
           from movimentos m left join planilha p on p.movimento_id = m.id
           where m.empresa_id = $1 order by m.valor_cents`,
          [c.empresaId],
        )
      ).rows;

    // A line of no transfer changes nothing of the pair.
    const g = await c.fatura('FT 13', -1000);
    await ligarA(solta, g, -1000);
    expect(await pares()).toEqual([
      { id: saida, par: entrada, linha_par: entrada },
      { id: solta, par: null, linha_par: null },
      { id: entrada, par: saida, linha_par: saida },
    ]);

    await ligarA(saida, f, -7000);
    expect(await pares()).toEqual([
      { id: saida, par: null, linha_par: null },
      { id: solta, par: null, linha_par: null },
      { id: entrada, par: null, linha_par: null },
    ]);
    expect(await linha(f)).toMatchObject({ status_correspondencia: 'Manual', extrato_valor_cents: -7000 });
  });
});
