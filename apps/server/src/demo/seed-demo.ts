import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type IsoDate, lisbonToday } from '@contas/core';
import { orcamentoDoAnoAnterior, type SomaDoAno } from '@contas/core/gerador';
import type pg from 'pg';
import { type Queryable, withTransaction } from '../db/database';
import { hashPassword } from '../modules/auth/passwords';
import { UsersRepository } from '../modules/auth/users.repository';
import { gravarOrcamento } from '../modules/orcamento/orcamento.service';
import { gravarLedgerDemo, prepararLedgerDemo } from './ledger-demo';

// The café's own domain, never the provider's: demo accounts are not staff and create no companies.
export const DEMO_EMAIL = 'demo@cafe-demo.pt';
export const DEMO_EDITOR_EMAIL = 'editora@cafe-demo.pt';
export const DEMO_NIF = '509999999';
const DEMO_NOME = 'Café Demonstração, Lda';

export type DemoLogin = { email: string; senha: string; editor?: string };

/** The demo's sign-in: `nova` only on the start that created it, the one start that shows its password. */
export type Demo = { nova: true; login: DemoLogin } | { nova: false; email: string; ficheiro: string };

/**
 * First start: a demo account so a new user can sign in at once. Its password is random, shown once and kept
 * in DATA_DIR/demo-login.json (0600); nothing happens if the account exists.
 * The demo company gets the previous and the current year (up to `hoje`) of a café's files, imported,
 * matched and classified as a person would, all in the same transaction as the account.
 */
export async function seedDemo(
  pool: pg.Pool,
  dataDir: string,
  hoje: IsoDate = lisbonToday(new Date()),
): Promise<Demo | undefined> {
  const file = path.join(dataDir, 'demo-login.json');
  const users = new UsersRepository(pool);
  const existing = await users.findByEmailWithHash(DEMO_EMAIL);
  if (existing) {
    if (!existsSync(file)) return undefined;
    // Seeded before addresses were verified (migration 20261124300000): the demo's own accounts are proven.
    await pool.query(
      `update users set email_verificado_em = now()
       where lower(email) in (lower($1), lower($2)) and email_verificado_em is null`,
      [DEMO_EMAIL, DEMO_EDITOR_EMAIL],
    );
    const guardado = JSON.parse(readFileSync(file, 'utf8')) as DemoLogin;
    // Written before the demo accounts moved to the café's domain (migration 20261124000000).
    if (guardado.email !== DEMO_EMAIL) {
      guardarLogin(file, { ...guardado, email: DEMO_EMAIL, editor: DEMO_EDITOR_EMAIL });
    }
    return { nova: false, email: DEMO_EMAIL, ficheiro: file };
  }
  const login: DemoLogin = {
    email: DEMO_EMAIL,
    senha: `demo-${randomBytes(4).toString('hex')}`,
    editor: DEMO_EDITOR_EMAIL,
  };
  const passwordHash = await hashPassword(login.senha);
  const ledger = await prepararLedgerDemo(hoje, { nif: DEMO_NIF, nome: DEMO_NOME });
  const created = await withTransaction(pool, async (tx) => {
    const txUsers = new UsersRepository(tx);
    const admin = await txUsers.create({
      nome: 'Utilizador Demonstração',
      email: login.email,
      telefone: '+351 210 000 000',
      passwordHash,
    });
    const editora = await txUsers.create({
      nome: 'Editora Demonstração',
      email: DEMO_EDITOR_EMAIL,
      telefone: '',
      passwordHash,
    });
    if (!admin || !editora) return undefined;
    await txUsers.marcarVerificado(tx, admin.id);
    await txUsers.marcarVerificado(tx, editora.id);
    const empresaId = await seedEmpresaDemo(tx, admin.id, editora.id);
    await gravarLedgerDemo(pool, tx, empresaId, admin.id, ledger);
    await seedDepreciacoesDemo(tx, empresaId, Number(hoje.slice(0, 4)), admin.id);
    await seedOrcamentoDemo(tx, empresaId, Number(hoje.slice(0, 4)), admin.id);
    return admin;
  });
  if (!created) return undefined;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  guardarLogin(file, login);
  return { nova: true, login };
}

function guardarLogin(file: string, login: DemoLogin): void {
  writeFileSync(file, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** The demo company: two stores, the demo user as admin and a second user as editor. */
async function seedEmpresaDemo(db: Queryable, adminId: string, editorId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into empresas (nome, nif, endereco, telefone, email, link)
     values ($2, $1, 'Rua Augusta 100, 1100-053 Lisboa', '+351 210 000 001',
             'geral@cafe-demo.pt', 'www.cafe-demo.pt')
     on conflict (nif) do update set nome = excluded.nome returning id`,
    [DEMO_NIF, DEMO_NOME],
  );
  const empresaId = rows[0]?.id as string;
  await db.query(
    `insert into membros (empresa_id, user_id, role) values ($1, $2, 'admin'), ($1, $3, 'editor')
     on conflict do nothing`,
    [empresaId, adminId, editorId],
  );
  await db.query(
    `insert into lojas (empresa_id, nome, email, telefone, morada, responsavel_loja) values
       ($1, 'Loja Baixa', 'baixa@cafe-demo.pt', '+351 210 000 002', 'Rua Augusta 100, Lisboa', 'Marta Lopes'),
       ($1, 'Loja Parque', 'parque@cafe-demo.pt', '+351 210 000 003', 'Avenida do Parque 5, Lisboa', 'Tiago Reis')`,
    [empresaId],
  );
  return empresaId;
}

/** The stores' equipment and software, depreciated each year (cents), so the income statement shows the line. */
async function seedDepreciacoesDemo(
  db: Queryable,
  empresaId: string,
  anoAtual: number,
  adminId: string,
): Promise<void> {
  await db.query(
    `insert into depreciacoes (empresa_id, loja_id, ano, equipamento_basico, equipamento_administrativo,
                               programas_computador, edificios_outras_construcoes, atualizado_por)
     select $1, l.id, a.ano,
            case when l.nome = 'Loja Baixa' then 240000 else 180000 end,
            case when l.nome = 'Loja Baixa' then 60000 else 45000 end,
            36000,
            case when l.nome = 'Loja Parque' then 300000 else 0 end,
            $3
     from lojas l cross join (values ($2::int - 1), ($2::int)) as a(ano)
     where l.empresa_id = $1`,
    [empresaId, anoAtual, adminId],
  );
}

/**
 * Each store's budget for the current year, as its manager would fill the Orçamento Anual template from last
 * year's classified ledger, imported as the template is: the budget screens and the Resumo have a plan to compare.
 */
async function seedOrcamentoDemo(
  db: Queryable,
  empresaId: string,
  anoAtual: number,
  adminId: string,
): Promise<void> {
  const { rows: lojas } = await db.query<{ id: string; nome: string }>(
    'select id, nome from lojas where empresa_id = $1 order by nome',
    [empresaId],
  );
  for (const loja of lojas) {
    const { rows } = await db.query<SomaDoAno>(
      `select categoria_a as "categoria_A", subcategoria_a as "subcategoria_A", categoria_b as "categoria_B",
              subcategoria_b as "subcategoria_B", rubrica_b as "rubrica_B", tipologia, gasto,
              coalesce(round(100.0 * abs(iva_cents) / nullif(abs(base_cents), 0)), 0)::float8 as "taxaIva",
              extract(month from data_referencia)::int as mes,
              sum(coalesce(base_cents, extrato_valor_cents))::float8 as "baseCents"
       from planilha
       where empresa_id = $1 and loja_id = $2 and not anulado and categoria_a <> 'Sem Categoria A'
         and data_referencia >= make_date($3 - 1, 1, 1) and data_referencia < make_date($3, 1, 1)
       group by 1, 2, 3, 4, 5, 6, 7, 8, 9
       order by 1, 2, 3, 4, 5, 6, 7, 8, 9`,
      [empresaId, loja.id, anoAtual],
    );
    const linhas = orcamentoDoAnoAnterior(rows);
    if (linhas.length === 0) continue;
    await gravarOrcamento(
      db,
      { empresaId, lojaId: loja.id, userId: adminId, ano: anoAtual },
      `Orçamento ${anoAtual} - ${loja.nome}.xlsx`,
      linhas,
    );
  }
}
