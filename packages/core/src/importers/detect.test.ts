import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cp1252, texto } from './__fixtures__/bytes.fixture';
import { xlsx } from './__fixtures__/xlsx.fixture';
import * as bancos from './bancos/__fixtures__/csv.fixture';
import { camtV2, camtV8 } from './camt053/__fixtures__/camt053.fixture';
import { parseCamt053 } from './camt053/parse-camt053';
import { identificarConteudo, lerEfaturaOuExtrato, parseEfatura, parseExtrato } from './detect';
import {
  adquirenteVarianteA,
  adquirenteVarianteB,
  emitenteVarianteB,
} from './efatura/__fixtures__/efatura.fixture';
import { parseEfaturaCsv } from './efatura/parse-efatura';
import { sgmlAberto, sgmlFechado, xmlCartao } from './ofx/__fixtures__/ofx.fixture';
import { parseOfx } from './ofx/parse-ofx';
import type { Problema } from './tipos';

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

describe('identificarConteudo', () => {
  it.each([
    ['vazio', new Uint8Array(0), { tipo: 'vazio' }],
    ['só espaços', texto(' \r\n\t\n'), { tipo: 'vazio' }],
    ['ZIP', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0]), { tipo: 'xlsx' }],
    ['PNG', PNG, { tipo: 'nao-suportado', motivo: 'é uma imagem PNG' }],
  ])('%s', (_, bytes, esperado) => {
    expect(identificarConteudo(bytes)).toEqual(esperado);
  });
});

describe('parseExtrato: conteúdo errado dá um problema preciso, nunca uma exceção', () => {
  const problema = async (bytes: Uint8Array, nome: string) => (await parseExtrato(bytes, nome)).issues;

  it.each<[string, Uint8Array, string, string]>([
    ['ficheiro vazio', new Uint8Array(0), 'extrato.csv', 'O ficheiro "extrato.csv" está vazio.'],
    ['PNG com nome .csv', PNG, 'extrato.csv', 'O ficheiro "extrato.csv" é uma imagem PNG.'],
    [
      'PDF',
      texto('%PDF-1.7\n%âãÏÓ\n1 0 obj'),
      'extrato.pdf',
      'O ficheiro "extrato.pdf" é um documento PDF, que não é suportado: descarregue a exportação em CSV ou XLSX.',
    ],
    [
      'Excel antigo',
      Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'extrato.xls',
      'O ficheiro "extrato.xls" é uma folha de cálculo Excel antiga (.xls), que não é suportada: abra-a e guarde-a como .xlsx ou CSV.',
    ],
    [
      'HTML a fingir de Excel',
      texto('<html><body><table><tr><td>Data</td></tr></table></body></html>'),
      'extrato.xls',
      'O ficheiro "extrato.xls" é uma página HTML (algumas exportações "Excel" dos bancos são HTML): abra-a e guarde-a como .xlsx ou CSV.',
    ],
    [
      'binário',
      Uint8Array.from([0x00, 0x01, 0x02, 0x41, 0x42, 0x00, 0xff, 0x10]),
      'extrato.csv',
      'O ficheiro "extrato.csv" não é um ficheiro de texto nem uma folha de cálculo XLSX.',
    ],
    [
      'ZIP partido',
      Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]),
      'extrato.xlsx',
      'Ficheiro XLSX inválido: o ficheiro ZIP está truncado ou corrompido (sem diretório central).',
    ],
    [
      'CSV de outro formato',
      texto('Date,Description,Amount\n2026-07-01,Coffee,-2.50\n'),
      'extrato.csv',
      'Formato de extrato não reconhecido. Formatos suportados: CSV/XLSX da CGD, Millennium BCP, BPI, Santander, Montepio, Crédito Agrícola, ActivoBank e Novo Banco, ISO 20022 camt.053 e OFX.',
    ],
    [
      'exportação do e-fatura no lugar do extrato',
      adquirenteVarianteB,
      'faturas.csv',
      'O ficheiro "faturas.csv" é uma exportação do e-fatura, não um extrato bancário: carregue-o no campo das e-faturas.',
    ],
  ])('%s', async (_, bytes, nome, motivo) => {
    expect(await problema(bytes, nome)).toEqual([{ linha: 0, motivo }]);
  });

  it('XLSX com o conteúdo corrompido', async () => {
    const bom = await xlsx([{ nome: 'Movimentos', linhas: [['Data Lançamento', 'Descrição', 'Montante']] }]);
    const estragado = Uint8Array.from(bom, (b, i) => (i > 40 && i < bom.length / 2 ? b ^ 0x5a : b));
    expect(await problema(estragado, 'extrato.xlsx')).toEqual([
      { linha: 0, motivo: 'Não foi possível abrir a folha de cálculo XLSX: o ficheiro está corrompido.' },
    ]);
  });

  it('XLSX sem cabeçalho de banco conhecido', async () => {
    const outro = await xlsx([
      {
        nome: 'Folha1',
        linhas: [
          ['Nome', 'Idade'],
          ['Ana', 30],
        ],
      },
    ]);
    expect((await problema(outro, 'lista.xlsx'))[0]?.motivo).toMatch(/^Formato de extrato não reconhecido\./);
  });
});

describe('parseEfatura: deteção automática', () => {
  it('lê as duas variantes e as duas vistas', async () => {
    expect((await parseEfatura(adquirenteVarianteA, 'a.csv')).rows).toHaveLength(5);
    expect((await parseEfatura(adquirenteVarianteB, 'b.csv')).codificacao).toBe('windows-1252');
    expect((await parseEfatura(emitenteVarianteB, 'vendas.csv')).vista).toBe('emitente');
  });

  it('a exportação guardada em XLSX pelo Excel', async () => {
    const livro = await xlsx([
      {
        nome: 'faturas',
        linhas: [
          [
            'Nº Documento / ATCUD',
            'NIF Adquirente',
            'Data Emissão',
            'Tipo do Documento',
            'Total',
            'IVA',
            'Base Tributável',
            'Situação',
          ],
          [
            'FT E2025/17 / AAGBTD9W-17',
            599999997,
            new Date(Date.UTC(2025, 3, 2)),
            'Fatura',
            1230,
            230,
            1000,
            'Registado',
          ],
        ],
      },
    ]);
    const r = await parseEfatura(livro, 'vendas.xlsx');
    expect(r.issues).toEqual([]);
    expect(r.rows).toEqual([
      {
        vista: 'emitente',
        nifEmitente: '',
        nomeEmitente: '',
        nifAdquirente: '599999997',
        numeroDocumento: 'FT E2025/17',
        atcud: 'AAGBTD9W-17',
        tipo: 'Fatura',
        dataEmissao: '2025-04-02',
        totalCents: 123000,
        ivaCents: 23000,
        baseCents: 100000,
        situacao: 'Registado',
        anulado: false,
        linha: 2,
      },
    ]);
  });

  it.each<[string, Uint8Array, string]>([
    [
      'extrato no lugar das e-faturas',
      bancos.cgd,
      'O ficheiro "movimentos.csv" é um extrato bancário (Caixa Geral de Depósitos (CSV)), não uma exportação do e-fatura: carregue-o no campo dos extratos.',
    ],
    [
      'outro CSV',
      cp1252(['Nome;Idade', 'Ana;30']),
      'Formato de e-fatura não reconhecido. Formato suportado: a exportação CSV do Portal das Finanças (também guardada em XLSX), das faturas de aquisição ("Setor;Emitente;Nº Fatura / ATCUD;…") ou das faturas emitidas ("Nº Documento / ATCUD;NIF Adquirente;…").',
    ],
    ['PNG', PNG, 'O ficheiro "movimentos.csv" é uma imagem PNG.'],
  ])('%s', async (_, bytes, motivo) => {
    expect((await parseEfatura(bytes, 'movimentos.csv')).issues).toEqual([{ linha: 0, motivo }]);
  });
});

/** Random byte flips and truncations of a valid file: the likeliest real corruption. */
function estragos(original: Uint8Array) {
  return fc
    .record({
      corte: fc.integer({ min: 0, max: original.length }),
      trocas: fc.array(fc.tuple(fc.nat(original.length - 1), fc.integer({ min: 0, max: 255 })), {
        maxLength: 8,
      }),
    })
    .map(({ corte, trocas }) => {
      const b = Uint8Array.from(original.subarray(0, corte));
      for (const [i, v] of trocas) if (i < b.length) b[i] = v;
      return b;
    });
}

function problemasBemFormados(issues: Problema[]) {
  for (const p of issues) {
    expect(Number.isInteger(p.linha) && p.linha >= 0).toBe(true);
    expect(p.motivo.length).toBeGreaterThan(0);
  }
}

describe('nenhum leitor lança exceções (propriedades)', () => {
  const qualquer = fc.oneof(
    fc.uint8Array({ maxLength: 2000 }),
    fc.string({ maxLength: 500 }).map(texto),
    fc
      .array(fc.array(fc.string({ maxLength: 12 }), { maxLength: 8 }), { maxLength: 12 })
      .map((l) => texto(l.map((c) => c.join(';')).join('\r\n'))),
  );

  it('parseExtrato e parseEfatura com bytes quaisquer', async () => {
    await fc.assert(
      fc.asyncProperty(qualquer, async (bytes) => {
        const extrato = await parseExtrato(bytes, 'x');
        const efatura = await parseEfatura(bytes, 'x');
        problemasBemFormados(extrato.issues);
        problemasBemFormados(efatura.issues);
      }),
    );
  });

  it.each([
    ['CGD', bancos.cgd],
    ['Montepio', bancos.montepio],
    ['e-fatura A', adquirenteVarianteA],
    ['e-fatura B', adquirenteVarianteB],
    ['camt.053 v2', camtV2],
    ['camt.053 v8', camtV8],
    ['OFX SGML', sgmlAberto],
    ['OFX SGML fechado', sgmlFechado],
    ['OFX XML', xmlCartao],
  ])('ficheiros %s estragados', async (_, original) => {
    await fc.assert(
      fc.asyncProperty(estragos(original), async (bytes) => {
        problemasBemFormados((await parseExtrato(bytes, 'x')).issues);
        problemasBemFormados((await parseEfatura(bytes, 'x')).issues);
      }),
    );
  });

  it('cada leitor direto, com bytes quaisquer', () => {
    fc.assert(
      fc.property(qualquer, (bytes) => {
        problemasBemFormados(parseCamt053(bytes).issues);
        problemasBemFormados(parseOfx(bytes).issues);
        problemasBemFormados(parseEfaturaCsv(bytes).issues);
      }),
    );
  });

  it('XLSX estragados', async () => {
    const original = await xlsx([
      {
        nome: 'Movimentos',
        linhas: [
          ['Data Lançamento', 'Data Valor', 'Descrição', 'Montante', 'Saldo Contabilistico'],
          ['02/07/2026', '02/07/2026', 'TRF', 10, 20],
        ],
      },
    ]);
    await fc.assert(
      fc.asyncProperty(estragos(original), async (bytes) => {
        problemasBemFormados((await parseExtrato(bytes, 'x.xlsx')).issues);
      }),
      { numRuns: 40 },
    );
  });
});

describe('lerEfaturaOuExtrato: cada ficheiro pelo conteúdo, venha no campo que vier', () => {
  it.each<[string, Uint8Array, 'efatura' | 'extrato', 'efatura' | 'extrato']>([
    ['e-fatura no campo das e-faturas', adquirenteVarianteA, 'efatura', 'efatura'],
    ['e-fatura no campo dos extratos', adquirenteVarianteA, 'extrato', 'efatura'],
    ['extrato CSV no campo das e-faturas', bancos.cgd, 'efatura', 'extrato'],
    ['OFX no campo das e-faturas', sgmlFechado, 'efatura', 'extrato'],
    ['extrato no campo dos extratos', bancos.cgd, 'extrato', 'extrato'],
  ])('%s', async (_, bytes, campo, tipo) => {
    const lido = await lerEfaturaOuExtrato(bytes, 'ficheiro.csv', campo);
    expect(lido.tipo).toBe(tipo);
    // Read whole, as the format's own parser reads it.
    const proprio = tipo === 'efatura' ? await parseEfatura(bytes, 'x') : await parseExtrato(bytes, 'x');
    expect(lido.resultado).toEqual(proprio);
  });

  it('o que nenhum formato reconhece dá o motivo do campo onde veio', async () => {
    const outro = cp1252(['Nome;Idade', 'Ana;30']);
    const comoEfatura = await lerEfaturaOuExtrato(outro, 'dados.csv', 'efatura');
    expect(comoEfatura).toEqual({ tipo: 'efatura', resultado: await parseEfatura(outro, 'dados.csv') });
    const comoExtrato = await lerEfaturaOuExtrato(PNG, 'foto.csv', 'extrato');
    expect(comoExtrato.tipo).toBe('extrato');
    expect(comoExtrato.resultado.issues).toEqual([
      { linha: 0, motivo: 'O ficheiro "foto.csv" é uma imagem PNG.' },
    ]);
  });
});
