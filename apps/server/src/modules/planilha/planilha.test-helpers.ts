import { createUser, type TestApp, type TestUser, uniqueNif } from '../../../test/test-app';

/** The people of the spreadsheet tests: two editors (to tell "mine" from "someone else's"), a reader, a stranger. */
export type Pessoas = Record<'admin' | 'editor' | 'outroEditor' | 'leitor' | 'estranho', TestUser>;

export async function criarPessoas(t: TestApp): Promise<Pessoas> {
  const pessoas = {} as Pessoas;
  for (const nome of ['admin', 'editor', 'outroEditor', 'leitor', 'estranho'] as const)
    pessoas[nome] = await createUser(t);
  return pessoas;
}

/** A company with two stores ('Loja Norte' first), where the people have their roles. */
export async function criarEmpresa(t: TestApp, pessoas: Pessoas) {
  const empresa = await t.pool.query<{ id: string }>(
    "insert into empresas (nome, nif, email) values ('Planilha, Lda', $1, 'p@exemplo.pt') returning id",
    [uniqueNif()],
  );
  const empresaId = empresa.rows[0]?.id as string;
  await t.pool.query(
    `insert into membros (empresa_id, user_id, role) values
       ($1, $2, 'admin'), ($1, $3, 'editor'), ($1, $4, 'editor'), ($1, $5, 'leitor')`,
    [empresaId, pessoas.admin.id, pessoas.editor.id, pessoas.outroEditor.id, pessoas.leitor.id],
  );
  const loja = async (nome: string, criada: string) =>
    (
      await t.pool.query<{ id: string }>(
        'insert into lojas (empresa_id, nome, created_at) values ($1, $2, $3) returning id',
        [empresaId, nome, criada],
      )
    ).rows[0]?.id as string;
  const lojaNorte = await loja('Loja Norte', '2026-01-01T00:00:00Z');
  const lojaSul = await loja('Loja Sul', '2026-01-02T00:00:00Z');
  return { empresaId, lojaNorte, lojaSul };
}

export type ColunasLinha = Partial<{
  loja_id: string;
  importacao_id: string;
  criada_manualmente: boolean;
  criado_por: string;
  status_correspondencia: string;
  nif: string | null;
  emitente: string | null;
  numero_fatura: string | null;
  data_emissao: string | null;
  base_cents: number | null;
  iva_cents: number | null;
  total_cents: number | null;
  extrato_descricao: string | null;
  extrato_data: string | null;
  extrato_valor_cents: number | null;
  tipo_movimento: string | null;
  data_pagamento: string | null;
  categoria_a: string;
  subcategoria_a: string;
  categoria_b: string;
  subcategoria_b: string;
  rubrica_b: string;
  tipologia: string;
  gasto: string;
}>;

/** Inserts a ledger row as an importer would (an invoice of 2026-10-01 unless told otherwise). */
export async function inserirLinha(
  t: TestApp,
  empresaId: string,
  lojaId: string,
  colunas: ColunasLinha = {},
): Promise<string> {
  const valores: ColunasLinha = {
    loja_id: lojaId,
    nif: '500000000',
    emitente: '500000000 - Fornecedor Base',
    numero_fatura: `FT ${Math.random().toString(36).slice(2, 10)}`,
    data_emissao: '2026-10-01',
    base_cents: -10_000,
    iva_cents: -2_300,
    total_cents: -12_300,
    ...colunas,
  };
  const nomes = Object.keys(valores);
  const { rows } = await t.pool.query<{ id: string }>(
    `insert into planilha (empresa_id, ${nomes.join(', ')})
     values ($1, ${nomes.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
    [empresaId, ...Object.values(valores)],
  );
  return rows[0]?.id as string;
}

/** A bank line with its statement-only row, as an import of a statement leaves it. */
export async function inserirMovimento(
  t: TestApp,
  empresaId: string,
  lojaId: string,
  movimento: { data: string; valorCents: number; descricao: string },
): Promise<{ movimentoId: string; linhaId: string }> {
  const m = await t.pool.query<{ id: string }>(
    `insert into movimentos (empresa_id, banco, conta, data_movimento, descricao, valor_cents, linha, chave)
     values ($1, 'cgd', 'PT50 0035', $2, $3, $4, 1, gen_random_uuid()::text) returning id`,
    [empresaId, movimento.data, movimento.descricao, movimento.valorCents],
  );
  const movimentoId = m.rows[0]?.id as string;
  const linha = await t.pool.query<{ id: string }>(
    `insert into planilha (empresa_id, loja_id, status_correspondencia, movimento_id, extrato_descricao,
                           extrato_data, extrato_valor_cents, tipo_movimento, data_pagamento)
     values ($1, $2, 'Sem fatura', $3, $4, $5, $6, $7, $5) returning id`,
    [
      empresaId,
      lojaId,
      movimentoId,
      movimento.descricao,
      movimento.data,
      movimento.valorCents,
      movimento.valorCents >= 0 ? 'Entrada' : 'Saída',
    ],
  );
  return { movimentoId, linhaId: linha.rows[0]?.id as string };
}
