import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { DEMO_EDITOR_EMAIL, DEMO_EMAIL, seedDemo } from './seed-demo';

const HOJE = '2026-07-15';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.pool.query('delete from users where email in ($1, $2)', [DEMO_EMAIL, DEMO_EDITOR_EMAIL]);
  await t.pool.query("delete from empresas where nif = '509999999'");
});
afterAll(async () => {
  await t.close();
});

describe('demo data', () => {
  it('seeds once a demo admin of a company with two stores and an editor, who can sign in', async () => {
    const demo = await seedDemo(t.pool, t.dataDir, HOJE);
    if (!demo?.nova) throw new Error('a primeira chamada cria a demonstração');
    const { login } = demo;
    expect(login.email).toBe(DEMO_EMAIL);
    const ficheiro = path.join(t.dataDir, 'demo-login.json');
    expect(JSON.parse(readFileSync(ficheiro, 'utf8'))).toEqual(login);
    expect(statSync(ficheiro).mode & 0o777).toBe(0o600);
    // Later starts do not show the password again: they say where it is kept.
    expect(await seedDemo(t.pool, t.dataDir)).toEqual({ nova: false, email: DEMO_EMAIL, ficheiro });

    const signIn = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, senha: login?.senha },
        remoteAddress: '10.77.0.1',
      });
      expect(res.statusCode).toBe(200);
      return { authorization: `Bearer ${res.json().accessToken}` };
    };
    const admin = await signIn(DEMO_EMAIL);
    const { rows } = await t.pool.query("select id from empresas where nif = '509999999'");
    const empresa = (
      await t.app.inject({ method: 'GET', url: `/get/empresa/${rows[0].id}`, headers: admin })
    ).json();
    expect(empresa.role).toBe('admin');
    expect(empresa.lojas.map((l: { nome: string }) => l.nome)).toEqual(['Loja Baixa', 'Loja Parque']);
    expect(
      empresa.users.map((u: { user: { email: string }; role: string }) => [u.user.email, u.role]).sort(),
    ).toEqual([
      [DEMO_EMAIL, 'admin'],
      [DEMO_EDITOR_EMAIL, 'editor'],
    ]);
    // The demo is a café's, not the provider's staff: it creates no companies.
    const criar = await t.app.inject({
      method: 'POST',
      url: '/api/criar-empresa',
      headers: admin,
      payload: { nome: 'Outra', nif: '501234560', email: 'o@exemplo.pt', endereco: '', telefone: '' },
    });
    expect(criar.statusCode).toBe(403);
    expect(criar.json().message).toBe('Sem permissão para criar empresas.');
    const editor = await signIn(DEMO_EDITOR_EMAIL);
    expect(
      (await t.app.inject({ method: 'GET', url: `/get/empresa/${rows[0].id}`, headers: editor })).json().role,
    ).toBe('editor');
  });

  it('gives the demo company two years of imported, matched and classified rows in both stores', async () => {
    const { rows } = await t.pool.query("select id from empresas where nif = '509999999'");
    const empresaId = rows[0].id as string;
    const porLojaEAno = await t.pool.query(
      `select l.nome, extract(year from p.data_referencia)::int as ano, count(*)::int as n
       from planilha p join lojas l on l.id = p.loja_id
       where p.empresa_id = $1 group by 1, 2 order by 1, 2`,
      [empresaId],
    );
    expect(porLojaEAno.rows.map((r) => [r.nome, r.ano])).toEqual([
      ['Loja Baixa', 2025],
      ['Loja Baixa', 2026],
      ['Loja Parque', 2025],
      ['Loja Parque', 2026],
    ]);
    expect(porLojaEAno.rows.every((r) => r.n > 50)).toBe(true);

    const resumo = (
      await t.pool.query(
        `select
           (select count(*)::int from importacoes where empresa_id = $1 and tipo <> 'orcamento') as importacoes,
           (select count(*)::int from correspondencias where empresa_id = $1) as ligacoes,
           (select count(*)::int from planilha where empresa_id = $1 and status_correspondencia = 'Correspondido') as correspondidas,
           (select count(*)::int from planilha where empresa_id = $1
              and categoria_a = 'Sem Categoria A' and categoria_b = 'Sem Categoria B') as por_classificar,
           (select count(*)::int from planilha where empresa_id = $1 and categorizacao_auto is not null) as automaticas,
           (select count(*)::int from planilha_historico h join users u on u.id = h.user_id
              where h.empresa_id = $1 and h.acao = 'editar' and u.email = $2) as edicoes,
           (select count(*)::int from erros_correspondencia where empresa_id = $1) as erros`,
        [empresaId, DEMO_EMAIL],
      )
    ).rows[0];
    expect(resumo.importacoes).toBe(10);
    expect(resumo.correspondidas).toBeGreaterThan(300);
    expect(resumo.ligacoes).toBeGreaterThanOrEqual(resumo.correspondidas);
    expect(resumo.por_classificar).toBe(0);
    // The second year's upload learned from the first year's classification.
    expect(resumo.automaticas).toBeGreaterThan(100);
    expect(resumo.edicoes).toBeGreaterThan(0);
    expect(resumo.erros).toBeGreaterThanOrEqual(2);

    // Sales follow their series: series A is the Baixa's, series B the Parque's.
    const series = await t.pool.query(
      `select l.nome, count(*)::int as n from planilha p join lojas l on l.id = p.loja_id
       where p.empresa_id = $1 and p.lado = 'venda' and p.numero_fatura like '% B%' group by 1`,
      [empresaId],
    );
    expect(series.rows.map((r) => r.nome)).toEqual(['Loja Parque']);
  });

  it('depreciates both stores in both years, so the income statement shows the line', async () => {
    const { rows } = await t.pool.query(
      `select l.nome, d.ano, d.equipamento_basico + d.equipamento_administrativo + d.programas_computador +
              d.edificios_outras_construcoes as total
       from depreciacoes d join lojas l on l.id = d.loja_id join empresas e on e.id = d.empresa_id
       where e.nif = '509999999' order by l.nome, d.ano`,
    );
    expect(rows).toEqual([
      { nome: 'Loja Baixa', ano: 2025, total: 336000 },
      { nome: 'Loja Baixa', ano: 2026, total: 336000 },
      { nome: 'Loja Parque', ano: 2025, total: 561000 },
      { nome: 'Loja Parque', ano: 2026, total: 561000 },
    ]);
  });

  it("budgets each store's current year from last year's classified ledger: sales +5 %, costs +3 %", async () => {
    const { rows } = await t.pool.query(
      `select e.id as empresa, l.id as loja from empresas e join lojas l on l.empresa_id = e.id
       where e.nif = '509999999' and l.nome = 'Loja Baixa'`,
    );
    const { empresa, loja } = rows[0];
    const { senha } = JSON.parse(readFileSync(path.join(t.dataDir, 'demo-login.json'), 'utf8'));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_EMAIL, senha },
      remoteAddress: '10.77.0.2',
    });
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    const drOrcamento = async (ano: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/get/dr-orcamento/${empresa}/${loja}?ano=${ano}`,
        headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    type Mes = Record<string, Record<string, { fixo: number; variavel: number; na: number }>>;
    const soma = (mes: Mes | undefined, categoria: string) =>
      Object.values(mes?.[categoria] ?? {}).reduce((a, v) => a + v.fixo + v.variavel + v.na, 0);
    const anterior = (await drOrcamento(2025)).resultadoDrReal.dados['2025'] as Record<string, Mes>;
    const plano = (await drOrcamento(2026)).resultadoDrOrcamento.dados['2026'] as Record<string, Mes>;
    const vendas = 'Vendas e serviços prestados';
    const fse = 'Fornecimentos e serviços externos';
    for (const mes of ['Jan', 'Jun', 'Dez']) {
      expect(soma(anterior[mes], vendas)).toBeGreaterThan(0);
      // Each budget line rounds to the cent on its own: a few lines, a few cents at most.
      expect(Math.abs(soma(plano[mes], vendas) - 1.05 * soma(anterior[mes], vendas))).toBeLessThan(0.1);
      expect(Math.abs(soma(plano[mes], fse) - 1.03 * soma(anterior[mes], fse))).toBeLessThan(0.1);
    }
  });
});
