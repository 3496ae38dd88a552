import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaveFatura } from './chaves';
import { decodeBytes } from './decode';
import { parseEfatura, parseExtrato } from './detect';
import type { FaturaImportada, MovimentoBancario, ResultadoExtrato } from './tipos';

/**
 * Checks the importers against the shared sample files and their ground truth, outside the
 * repository. Runs only when SHARED_SAMPLES_DIR points at them (CI: ../shared/samples).
 */

interface Fs {
  readFileSync(caminho: string): Uint8Array;
  readdirSync(caminho: string): string[];
}

interface LinhaVerdade {
  id: string;
  ficheiro: string;
  localizador: { linha?: number; linha_folha?: number; AcctSvcrRef?: string; FITID?: string };
  data_movimento: string;
  data_valor: string;
  descricao: string;
  valor_cents: number;
  saldo_cents: number;
}

interface FaturaVerdade {
  lado: 'compra' | 'venda';
  nif_emitente: string;
  numero: string;
  atcud: string | null;
  tipo: string;
  data_emissao: string;
  base_cents: number;
  iva_cents: number;
  total_cents: number;
  situacao: string;
  nif_adquirente: string;
}

interface Verdade {
  empresa: { nif: string };
  contas: {
    ficheiro: string;
    numero: string;
    iban: string;
    saldo_inicial_cents: number;
    saldo_final_cents: number;
  }[];
  ficheiros: { ficheiro: string; exportacao?: number }[];
  deduplicacao_adquirente: { linhas_nos_ficheiros: number; documentos_unicos: number };
  faturas: FaturaVerdade[];
  linhas_extrato: LinhaVerdade[];
}

const ambiente = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
const pasta = ambiente.SHARED_SAMPLES_DIR;
if (!pasta) {
  console.warn(
    '⚠ SHARED_SAMPLES_DIR não definido: os testes contra as amostras partilhadas (samples.shared.test.ts) foram ignorados.',
  );
}

// Loaded at run time by name: core's types carry no Node, as core itself does no I/O.
const nomeModuloFs = 'node:fs';

const resumo: string[] = [];

function saldosEsperados(resultado: ResultadoExtrato): (number | undefined)[] {
  const { rows } = resultado;
  if (rows.every((r) => r.saldoCents !== undefined)) return rows.map((r) => r.saldoCents);
  // camt.053 and OFX give balances per statement: rebuild the running balance from them.
  const extrato = resultado.extratos[0];
  if (extrato?.saldoInicialCents !== undefined) {
    let saldo = extrato.saldoInicialCents;
    return rows.map((r) => {
      saldo += r.valorCents;
      return saldo;
    });
  }
  if (extrato?.saldoFinalCents !== undefined) {
    let depois = 0;
    return rows
      .map((_, i) => rows[rows.length - 1 - i] as MovimentoBancario)
      .map((r) => {
        const saldo = (extrato.saldoFinalCents as number) - depois;
        depois += r.valorCents;
        return saldo;
      })
      .reverse();
  }
  return rows.map(() => undefined);
}

describe.skipIf(!pasta)('amostras partilhadas ($SHARED_SAMPLES_DIR)', () => {
  let fs: Fs;
  let verdade: Verdade;
  const ler = (caminho: string) => fs.readFileSync(`${pasta}/${caminho}`);

  beforeAll(async () => {
    fs = (await import(/* @vite-ignore */ nomeModuloFs)) as Fs;
    verdade = JSON.parse(decodeBytes(ler('synthetic/ground-truth.json')).texto) as Verdade;
  });

  afterAll(() => {
    if (resumo.length > 0) console.info(`Amostras partilhadas:\n  ${resumo.join('\n  ')}`);
  });

  it('lê cada linha de cada extrato sintético como a verdade de referência', async () => {
    const porFicheiro = new Map<string, LinhaVerdade[]>();
    for (const l of verdade.linhas_extrato)
      porFicheiro.set(l.ficheiro, [...(porFicheiro.get(l.ficheiro) ?? []), l]);
    for (const [ficheiro, esperadas] of porFicheiro) {
      const resultado = await parseExtrato(ler(`synthetic/${ficheiro}`), ficheiro);
      expect(resultado.issues, ficheiro).toEqual([]);
      expect(resultado.rows, ficheiro).toHaveLength(esperadas.length);
      const saldos = saldosEsperados(resultado);
      for (const e of esperadas) {
        const i = resultado.rows.findIndex((r) =>
          e.localizador.AcctSvcrRef || e.localizador.FITID
            ? r.referenciaBanco === (e.localizador.AcctSvcrRef ?? e.localizador.FITID)
            : r.linha === (e.localizador.linha ?? e.localizador.linha_folha),
        );
        const row = resultado.rows[i];
        expect(row, `${e.id} em ${ficheiro}`).toBeDefined();
        expect(
          {
            dataMovimento: row?.dataMovimento,
            dataValor: row?.dataValor,
            descricao: row?.descricao,
            valorCents: row?.valorCents,
            saldoCents: saldos[i],
          },
          e.id,
        ).toEqual({
          dataMovimento: e.data_movimento,
          dataValor: e.data_valor,
          descricao: e.descricao,
          valorCents: e.valor_cents,
          saldoCents: e.saldo_cents,
        });
      }
      const conta = verdade.contas.find((c) => c.ficheiro === ficheiro);
      const extrato = resultado.extratos[0];
      expect([conta?.numero, conta?.iban], ficheiro).toContain(extrato?.conta);
      // Every file gives the opening balance: stated, or the closing less the lines (the OFX).
      expect(extrato?.saldoInicialCents, ficheiro).toBe(conta?.saldo_inicial_cents);
      // The IBAN, where the file gives it or it can be built (camt.053, OFX), is the account's.
      if (extrato?.iban !== undefined) expect(extrato.iban, ficheiro).toBe(conta?.iban);
      expect(extrato?.saldoFinalCents, ficheiro).toBe(conta?.saldo_final_cents);
      resumo.push(`${ficheiro}: ${resultado.formato}, ${resultado.rows.length} linhas, 0 problemas`);
    }
  });

  it('a união das exportações de aquisição dá os documentos únicos com a situação mais recente', async () => {
    const exportacoes = verdade.ficheiros
      .filter((f) => f.ficheiro.startsWith('efatura-adquirente'))
      .sort((a, b) => (a.exportacao ?? 0) - (b.exportacao ?? 0));
    const unicas = new Map<string, FaturaImportada>();
    let linhas = 0;
    for (const { ficheiro } of exportacoes) {
      const resultado = await parseEfatura(ler(`synthetic/${ficheiro}`), ficheiro);
      expect(resultado.issues, ficheiro).toEqual([]);
      expect(resultado.vista).toBe('adquirente');
      linhas += resultado.rows.length;
      for (const f of resultado.rows) unicas.set(chaveFatura(f), f);
      resumo.push(
        `${ficheiro}: e-fatura ${resultado.vista} (${resultado.codificacao}), ${resultado.rows.length} documentos`,
      );
    }
    expect(linhas).toBe(verdade.deduplicacao_adquirente.linhas_nos_ficheiros);
    expect(unicas.size).toBe(verdade.deduplicacao_adquirente.documentos_unicos);
    const compras = verdade.faturas.filter((f) => f.lado === 'compra');
    expect(compras).toHaveLength(unicas.size);
    for (const e of compras) {
      const f = unicas.get(chaveFatura({ nifEmitente: e.nif_emitente, numeroDocumento: e.numero }));
      const sinal = e.tipo === 'Nota de crédito' ? -1 : 1;
      expect(f?.atcud, e.numero).toBe(e.atcud ?? undefined);
      expect(f, e.numero).toMatchObject({
        nifEmitente: e.nif_emitente,
        numeroDocumento: e.numero,
        tipo: e.tipo,
        dataEmissao: e.data_emissao,
        totalCents: sinal * e.total_cents,
        ivaCents: sinal * e.iva_cents,
        baseCents: sinal * e.base_cents,
        situacao: e.situacao,
        anulado: e.situacao === 'Documento Anulado pelo Emitente',
      });
    }
  });

  it('lê as faturas emitidas (vista do emitente)', async () => {
    const ficheiro = 'efatura-emitente-2025-varianteB.csv';
    const resultado = await parseEfatura(ler(`synthetic/${ficheiro}`), ficheiro);
    expect(resultado.issues).toEqual([]);
    expect(resultado.vista).toBe('emitente');
    const vendas = verdade.faturas.filter((f) => f.lado === 'venda');
    expect(resultado.rows).toHaveLength(vendas.length);
    for (const e of vendas) {
      const f = resultado.rows.find((r) => r.numeroDocumento === e.numero);
      const sinal = e.tipo === 'Nota de crédito' ? -1 : 1;
      expect(f?.atcud, e.numero).toBe(e.atcud ?? undefined);
      expect(f, e.numero).toMatchObject({
        nifEmitente: '',
        nifAdquirente: e.nif_adquirente,
        tipo: e.tipo,
        dataEmissao: e.data_emissao,
        totalCents: sinal * e.total_cents,
        ivaCents: sinal * e.iva_cents,
        baseCents: sinal * e.base_cents,
        situacao: e.situacao,
      });
    }
    resumo.push(
      `${ficheiro}: e-fatura ${resultado.vista} (${resultado.codificacao}), ${resultado.rows.length} documentos`,
    );
  });

  it('lê os ficheiros reais (camt.053/052, OFX) sem problemas e com saldos que batem certo', async () => {
    const esperados: Record<string, { linhas: number; entradas: number }> = {
      'kedder-ofxstatement-iso20022_camt053.xml': { linhas: 1, entradas: 1 },
      'kedder-ofxstatement-iso20022_camt052.xml': { linhas: 5, entradas: 1 },
      'svapnil-iso20022js_ing_example_camt.xml': { linhas: 9, entradas: 5 },
      'jseutter-ofxparse_bank_medium.ofx': { linhas: 3, entradas: 0 },
      'jseutter-ofxparse_ofx-v102-empty-tags.ofx': { linhas: 1, entradas: 1 },
    };
    const ficheiros = fs.readdirSync(`${pasta}/real`).filter((f) => !f.endsWith('.md'));
    expect(ficheiros.sort()).toEqual(Object.keys(esperados).sort());
    for (const ficheiro of ficheiros) {
      const resultado = await parseExtrato(ler(`real/${ficheiro}`), ficheiro);
      expect(resultado.issues, ficheiro).toEqual([]);
      expect(resultado.rows, ficheiro).toHaveLength(esperados[ficheiro]?.linhas ?? -1);
      expect(
        resultado.rows.filter((r) => r.valorCents > 0),
        ficheiro,
      ).toHaveLength(esperados[ficheiro]?.entradas ?? -1);
      const extrato = resultado.extratos[0];
      if (extrato?.saldoInicialCents !== undefined && extrato.saldoFinalCents !== undefined) {
        const movimentos = resultado.rows.reduce((s, r) => s + r.valorCents, 0);
        expect(extrato.saldoInicialCents + movimentos, ficheiro).toBe(extrato.saldoFinalCents);
      }
      resumo.push(`real/${ficheiro}: ${resultado.formato}, ${resultado.rows.length} linhas, 0 problemas`);
    }
  });
});
