import { describe, expect, it } from 'vitest';
import { chaveFatura, parseEfatura, parseExtrato } from '../importers/index';
import { computeCorrespondencias, type TipoDocumento, totalComSinal } from '../matching/index';
import { validateClassificacao } from '../taxonomy/classificacao';
import { CONTA_CGD, CONTA_MILLENNIUM, type DadosDemo, gerarCafeDemo } from './cafe-demo';
import { montantePt } from './formatos';

const EMPRESA = { nifEmpresa: '509999999', nomeEmpresa: 'Café Demonstração, Lda' };
const HOJE = '2026-07-15';

async function lerTudo(dados: DadosDemo) {
  const faturas = [];
  const movimentos = [];
  for (const f of dados.ficheiros) {
    if (f.campo === 'efatura') {
      const r = await parseEfatura(f.bytes, f.nome);
      expect(r.issues, f.nome).toEqual([]);
      faturas.push(...r.rows.map((row) => ({ ...row, ficheiro: f.nome })));
    } else {
      const r = await parseExtrato(f.bytes, f.nome);
      expect(r.issues, f.nome).toEqual([]);
      movimentos.push(...r.rows.map((row) => ({ ...row, ficheiro: f.nome, formato: r.formato })));
    }
  }
  return { faturas, movimentos };
}

describe('gerarCafeDemo', () => {
  it('is deterministic: the same day and seed give the same bytes, another seed other bytes', async () => {
    const a = await gerarCafeDemo({ hoje: HOJE, ...EMPRESA });
    const b = await gerarCafeDemo({ hoje: HOJE, ...EMPRESA });
    expect(b.ficheiros.map((f) => f.nome)).toEqual(a.ficheiros.map((f) => f.nome));
    for (const [i, f] of a.ficheiros.entries()) expect(b.ficheiros[i]?.bytes, f.nome).toEqual(f.bytes);
    const c = await gerarCafeDemo({ hoje: HOJE, ...EMPRESA, semente: 7 });
    expect(c.ficheiros[0]?.bytes).not.toEqual(a.ficheiros[0]?.bytes);
  }, 30_000);

  it('writes two years of files in the real formats, up to today, that the importers read whole', async () => {
    const dados = await gerarCafeDemo({ hoje: HOJE, ...EMPRESA });
    expect(dados.ficheiros.map((f) => [f.ano, f.campo, f.nome])).toEqual([
      [2025, 'efatura', 'efatura-aquisicoes-2025-jan-jun.csv'],
      [2025, 'efatura', 'efatura-aquisicoes-2025-abr-dez.csv'],
      [2025, 'efatura', 'efatura-emitidas-2025.csv'],
      [2025, 'extrato', 'extrato-cgd-2025.csv'],
      [2025, 'extrato', 'extrato-millennium-2025.xlsx'],
      [2026, 'efatura', 'efatura-aquisicoes-2026-jan-jun.csv'],
      [2026, 'efatura', 'efatura-aquisicoes-2026-abr-dez.csv'],
      [2026, 'efatura', 'efatura-emitidas-2026.csv'],
      [2026, 'extrato', 'extrato-cgd-2026.csv'],
      [2026, 'extrato', 'extrato-millennium-2026.xlsx'],
    ]);
    const efaturas = await Promise.all(
      dados.ficheiros.filter((f) => f.campo === 'efatura').map((f) => parseEfatura(f.bytes, f.nome)),
    );
    // Both variants of both views: UTF-8 quoted as downloaded, Windows-1252 as Excel saves it.
    expect(efaturas.map((r) => [r.vista, r.codificacao])).toEqual([
      ['adquirente', 'utf-8'],
      ['adquirente', 'windows-1252'],
      ['emitente', 'windows-1252'],
      ['adquirente', 'windows-1252'],
      ['adquirente', 'utf-8'],
      ['emitente', 'utf-8'],
    ]);

    const { faturas, movimentos } = await lerTudo(dados);
    expect(
      [...faturas.map((f) => f.dataEmissao), ...movimentos.map((m) => m.dataMovimento)].every(
        (d) => d <= HOJE,
      ),
    ).toBe(true);
    expect(new Set(movimentos.map((m) => m.formato))).toEqual(
      new Set(['Caixa Geral de Depósitos (CSV)', 'Millennium BCP (XLSX)']),
    );

    // Every document of the ground truth is in the exports (the overlap makes some appear twice).
    const chave = (nif: string, numero: string) => chaveFatura({ nifEmitente: nif, numeroDocumento: numero });
    const exportadas = new Set(
      faturas.map((f) =>
        chave(f.vista === 'adquirente' ? f.nifEmitente : EMPRESA.nifEmpresa, f.numeroDocumento),
      ),
    );
    expect(exportadas).toEqual(new Set(dados.documentos.map((d) => chave(d.nifEmitente, d.numero))));
    expect(faturas.length).toBeGreaterThan(dados.documentos.length);
    expect(movimentos).toHaveLength(dados.movimentos.length);

    // The annulled beverage invoice: registered in the January–June export, annulled in the later one.
    const anulada = faturas.filter((f) => f.anulado && f.dataEmissao.startsWith('2025-05'));
    expect(anulada).toHaveLength(1);
    const mesma = faturas.filter((f) => f.numeroDocumento === anulada[0]?.numeroDocumento);
    expect(mesma.map((f) => [f.ficheiro, f.situacao])).toEqual([
      ['efatura-aquisicoes-2025-jan-jun.csv', 'Registado'],
      ['efatura-aquisicoes-2025-abr-dez.csv', 'Documento Anulado pelo Emitente'],
    ]);
  });

  it('gives every document and line a valid classification and a store, both stores used each year', async () => {
    const dados = await gerarCafeDemo({ hoje: HOJE, ...EMPRESA });
    for (const item of [...dados.documentos, ...dados.movimentos]) {
      expect(validateClassificacao(item.classificacao)).toBeUndefined();
      expect([0, 1]).toContain(item.loja);
    }
    for (const ano of ['2025', '2026']) {
      const lojas = new Set(dados.movimentos.filter((m) => m.data.startsWith(ano)).map((m) => m.loja));
      expect(lojas).toEqual(new Set([0, 1]));
    }
    // Each store banks with its own account.
    expect(new Set(dados.movimentos.filter((m) => m.conta === CONTA_MILLENNIUM).map((m) => m.loja))).toEqual(
      new Set([1]),
    );
    expect(dados.movimentos.some((m) => m.conta === CONTA_CGD && m.descricao.startsWith('TPA VENDAS'))).toBe(
      true,
    );
  });

  it('continues each account’s balance from one year’s statement to the next', async () => {
    const dados = await gerarCafeDemo({ hoje: HOJE, ...EMPRESA });
    for (const prefixo of ['extrato-cgd', 'extrato-millennium']) {
      const [anterior, atual] = await Promise.all(
        dados.ficheiros.filter((f) => f.nome.startsWith(prefixo)).map((f) => parseExtrato(f.bytes, f.nome)),
      );
      expect(atual?.extratos[0]?.saldoInicialCents).toBe(anterior?.extratos[0]?.saldoFinalCents);
    }
  });

  it('lets the matching engine pair the payments, with only the planted problems left to review', async () => {
    const dados = await gerarCafeDemo({ hoje: HOJE, ...EMPRESA });
    const { faturas, movimentos } = await lerTudo(dados);
    const porChave = new Map<string, (typeof faturas)[number]>();
    for (const f of faturas) porChave.set(`${f.vista}|${f.nifEmitente}|${f.numeroDocumento}`, f);
    const docs = [...porChave.entries()].map(([id, f]) => {
      const lado = f.vista === 'adquirente' ? 'compra' : 'venda';
      return {
        id,
        lado,
        nifEmitente: lado === 'compra' ? f.nifEmitente : EMPRESA.nifEmpresa,
        nomeEmitente: f.nomeEmitente,
        ...(f.nifAdquirente ? { nifAdquirente: f.nifAdquirente } : {}),
        numeroDocumento: f.numeroDocumento,
        tipo: f.tipo as TipoDocumento,
        dataEmissao: f.dataEmissao,
        totalCents: totalComSinal(lado, f.tipo as TipoDocumento, f.totalCents),
        anulado: f.anulado,
      } as const;
    });
    const linhas = movimentos.map((m, i) => ({ ...m, id: `L${i}` }));
    const r = computeCorrespondencias({ faturas: docs, movimentos: linhas });
    expect(r.correspondencias.length).toBeGreaterThan(350);
    // Every pair of a purchase names its supplier: nothing paired with the wrong counterparty.
    const porId = new Map(docs.map((d) => [d.id, d]));
    const linhaPorId = new Map(linhas.map((l) => [l.id, l]));
    for (const c of r.correspondencias) {
      const doc = porId.get(c.faturaIds[0] as string);
      if (doc?.lado !== 'compra') continue;
      const primeira = doc.nomeEmitente
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase()
        .split(/\W+/)[0] as string;
      for (const m of c.movimentoIds) expect(linhaPorId.get(m)?.descricao).toContain(primeira);
    }
    expect(r.erros.map((e) => e.motivo).sort()).toEqual([
      'Diferença de 2,46 € entre a fatura e o movimento',
      'Fatura sem movimento bancário correspondente',
    ]);
  });

  it('early in January the current year has almost nothing, and nothing after today', async () => {
    const dados = await gerarCafeDemo({ hoje: '2026-01-03', ...EMPRESA });
    const { faturas, movimentos } = await lerTudo(dados);
    expect(
      [...faturas.map((f) => f.dataEmissao), ...movimentos.map((m) => m.dataMovimento)].every(
        (d) => d <= '2026-01-03',
      ),
    ).toBe(true);
    expect(dados.ficheiros.filter((f) => f.ano === 2026).map((f) => f.nome)).not.toContain(
      'efatura-aquisicoes-2026-abr-dez.csv',
    );
  });
});

describe('montantePt', () => {
  it.each([
    [116_968, '1.169,68'],
    [-5, '-0,05'],
    [0, '0,00'],
    [1_234_567_890, '12.345.678,90'],
  ])('%d cents → %s', (cents, texto) => {
    expect(montantePt(cents)).toBe(texto);
  });
});
