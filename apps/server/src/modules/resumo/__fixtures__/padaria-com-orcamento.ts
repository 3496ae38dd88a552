import { gerarModeloOrcamento } from '@contas/core/modelos';
import { REGIME_IRC } from '@contas/core/reports/fixtures/padaria-do-largo.livro';
import {
  HISTORICO_PRAZOS,
  type LojaOrcamento,
  linhasDoModelo,
  ORCAMENTOS,
} from '@contas/core/reports/fixtures/padaria-do-largo.orcamento';
import { expect } from 'vitest';
import { multipart } from '../../../../test/multipart';
import type { TestApp, TestUser } from '../../../../test/test-app';
import {
  DEPRECIACOES_POR_LOJA,
  inserirLinhas,
  linhasDaPadaria,
} from '../../relatorios/__fixtures__/padaria-do-largo';

/*
 * "Padaria do Largo" with its 2025 budget, as the budget reports' test sets it up (core's
 * padaria-do-largo.orcamento): the ledger as real rows in two stores (its payments typed, not matched,
 * so they teach no delay), the 2023 payment history as real documents (one a Fatura-recibo), the
 * depreciations, IRC regime, opening cash of 2025 and TSU's delay through the API, and the three
 * budgets imported through the budget upload.
 */


const dia = (iso: string, dias: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);

async function pedido(t: TestApp, method: 'PUT' | 'POST', url: string, user: TestUser, payload: unknown) {
  const res = await t.app.inject({ method, url, headers: user.auth, payload: payload as object });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
}

/** Documents of `ano` paid after so many days, as the payment history counts them. */
async function historico(t: TestApp, empresaId: string, lojas: Record<LojaOrcamento, string>) {
  let n = 0;
  const linhas = HISTORICO_PRAZOS.flatMap((h) =>
    Array.from({ length: h.documentos }, (_, i) => {
      n += 1;
      const emissao = dia('2023-01-01', n * 3);
      // One Venda de Produtos is a Fatura-recibo of store B: paid when issued, no payment date.
      const reciboB = h.subcategoriaA === 'Venda de Produtos' && i === 0;
      return {
        loja_id: reciboB ? lojas.B : lojas.A,
        numero_fatura: `HIST 2023/${n}`,
        data_emissao: emissao,
        data_pagamento: reciboB ? null : dia(emissao, h.dias),
        categoria_a: h.categoriaA,
        subcategoria_a: h.subcategoriaA,
        status_correspondencia: reciboB ? 'Pendente' : 'Correspondido',
        tipo_documento: reciboB ? 'Fatura-recibo' : 'Fatura',
      };
    }),
  );
  await t.pool.query(
    `insert into planilha (empresa_id, loja_id, numero_fatura, nif, data_emissao, data_pagamento, base_cents, iva_cents,
       total_cents, categoria_a, subcategoria_a, status_correspondencia, tipo_documento, anulado)
     select $1, x.loja_id, x.numero_fatura, '500000000', x.data_emissao, x.data_pagamento, -1000, -230, -1230,
       x.categoria_a, x.subcategoria_a, x.status_correspondencia, x.tipo_documento, false
     from jsonb_to_recordset($2::jsonb) as x(loja_id uuid, numero_fatura text, data_emissao date,
       data_pagamento date, categoria_a text, subcategoria_a text, status_correspondencia text, tipo_documento text)`,
    [empresaId, JSON.stringify(linhas)],
  );
}

export async function padariaComOrcamento(
  t: TestApp,
  empresaId: string,
  lojas: Record<LojaOrcamento, string>,
  quem: { admin: TestUser; editor: TestUser },
): Promise<void> {
  await inserirLinhas(
    t.pool,
    empresaId,
    lojas,
    linhasDaPadaria().map((l) => ({
      ...l,
      status_correspondencia:
        l.status_correspondencia === 'Correspondido' ? 'Pendente' : l.status_correspondencia,
    })),
  );
  await historico(t, empresaId, lojas);
  for (const loja of ['A', 'B'] as const)
    await pedido(t, 'PUT', `/put/depreciations/${empresaId}/${lojas[loja]}`, quem.editor, {
      depreciations: DEPRECIACOES_POR_LOJA[loja],
    });
  await pedido(t, 'PUT', `/put/irc/${empresaId}/regime`, quem.admin, REGIME_IRC);
  // The cash of 1 January 2025, counted by hand per store: 22 139,47 € between them (the fixture's).
  for (const [loja, valor] of [
    ['A', 15000],
    ['B', 7139.47],
  ] as const)
    await pedido(t, 'PUT', `/put/caixa-inicial/${empresaId}/${lojas[loja]}`, quem.editor, { ano: 2025, valor });
  await pedido(t, 'PUT', `/put/orcamento-prazos/${empresaId}`, quem.admin, {
    categoria_A: 'Gastos com o pessoal',
    subcategoria_A: 'TSU',
    dias: 15,
  });
  for (const [loja, ano] of ORCAMENTOS) {
    const { payload, headers } = multipart([
      { campo: 'tipoArquivo', valor: 'orcamento' },
      { campo: 'tipoUpload', valor: 'upload-orcamento' },
      {
        campo: 'file',
        nome: `orcamento-${loja}-${ano}.xlsx`,
        bytes: await gerarModeloOrcamento(ano, linhasDoModelo(loja, ano)),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upload/orcamento/${empresaId}/${lojas[loja]}/${ano}`,
      payload,
      headers: { ...headers, ...quem.editor.auth },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

