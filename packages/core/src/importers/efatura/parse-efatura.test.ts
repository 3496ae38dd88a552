import { describe, expect, it } from 'vitest';
import { utf8 } from '../__fixtures__/bytes.fixture';
import {
  adquirenteComErros,
  adquirenteVarianteA,
  adquirenteVarianteB,
  emitenteVarianteA,
  emitenteVarianteB,
} from './__fixtures__/efatura.fixture';
import { parseEfaturaCsv, separarEmitente, separarNumeroAtcud } from './parse-efatura';

const COMPRAS = [
  {
    vista: 'adquirente',
    nifEmitente: '501234560',
    nomeEmitente: 'Contabilidade Exemplo - Gabinete de Contabilidade, Lda',
    numeroDocumento: 'FT CE2025/12',
    atcud: 'AB12CD34-12',
    tipo: 'Fatura',
    dataEmissao: '2025-01-15',
    totalCents: 116968,
    ivaCents: 21872,
    baseCents: 95096,
    situacao: 'Registado',
    anulado: false,
    setor: 'Outros',
    linha: 2,
  },
  {
    vista: 'adquirente',
    nifEmitente: '509876543',
    nomeEmitente: 'Padaria Fictícia, Lda',
    numeroDocumento: 'NC PF2025/3',
    atcud: 'EF56GH78-3',
    tipo: 'Nota de crédito',
    dataEmissao: '2025-01-20',
    totalCents: -13600,
    ivaCents: -2543,
    baseCents: -11057,
    situacao: 'Registado',
    anulado: false,
    linha: 3,
  },
  {
    vista: 'adquirente',
    nifEmitente: '507777770',
    nomeEmitente: 'Restaurante Imaginário, Lda',
    numeroDocumento: 'FS 2022/881',
    tipo: 'Fatura simplificada',
    dataEmissao: '2025-02-03',
    totalCents: 1250,
    ivaCents: 144,
    baseCents: 1106,
    situacao: 'Registado',
    anulado: false,
    setor: 'Alojamento, restauração e similares',
    linha: 4,
  },
  {
    vista: 'adquirente',
    nifEmitente: '503333330',
    nomeEmitente: 'Materiais Exemplo, S.A.',
    numeroDocumento: 'FR MX2025/40',
    atcud: 'JK90LM12-40',
    tipo: 'Fatura-recibo',
    dataEmissao: '2025-02-28',
    totalCents: 1234567890,
    ivaCents: 230855020,
    baseCents: 1003712870,
    situacao: 'Documento Anulado pelo Emitente',
    anulado: true,
    linha: 5,
  },
  {
    vista: 'adquirente',
    nifEmitente: '595555550',
    nomeEmitente: 'Armazém Grossista Exemplo - Comércio, S.A.',
    numeroDocumento: 'G 1123-26P/90412',
    atcud: '7QX2LM4B-90412',
    tipo: 'Fatura simplificada',
    dataEmissao: '2025-03-11',
    totalCents: 41220,
    ivaCents: 4629,
    baseCents: 36591,
    situacao: 'Registado',
    anulado: false,
    setor: 'Outros',
    linha: 6,
  },
];

const VENDAS = [
  {
    vista: 'emitente',
    nifEmitente: '',
    nomeEmitente: '',
    nifAdquirente: '999999990',
    numeroDocumento: 'FR E2025/7',
    atcud: 'AAGWTD95-7',
    tipo: 'Fatura-recibo',
    dataEmissao: '2025-03-01',
    totalCents: 148460,
    ivaCents: 0,
    baseCents: 148460,
    situacao: 'Registado',
    anulado: false,
    linha: 2,
  },
  {
    vista: 'emitente',
    nifEmitente: '',
    nomeEmitente: '',
    nifAdquirente: '12345678901',
    numeroDocumento: 'NC E2025/2',
    atcud: 'AAGSTD94-2',
    tipo: 'Nota de crédito',
    dataEmissao: '2025-03-12',
    totalCents: -37500,
    ivaCents: 0,
    baseCents: -37500,
    situacao: 'Registado',
    anulado: false,
    linha: 3,
  },
  {
    vista: 'emitente',
    nifEmitente: '',
    nomeEmitente: '',
    nifAdquirente: 'B12345674',
    numeroDocumento: 'FT E2025/17',
    atcud: 'AAGBTD9W-17',
    tipo: 'Fatura',
    dataEmissao: '2025-04-02',
    totalCents: 123000,
    ivaCents: 23000,
    baseCents: 100000,
    situacao: 'Registado',
    anulado: false,
    linha: 4,
  },
  {
    vista: 'emitente',
    nifEmitente: '',
    nomeEmitente: '',
    nifAdquirente: '599999997',
    numeroDocumento: 'FT E2025/18',
    atcud: 'AAGBTD9W-18',
    tipo: 'Fatura',
    dataEmissao: '2025-04-03',
    totalCents: 6150,
    ivaCents: 1150,
    baseCents: 5000,
    situacao: 'Documento Anulado pelo Emitente',
    anulado: true,
    linha: 5,
  },
];

describe('parseEfaturaCsv — vista do adquirente', () => {
  it('variante A (UTF-8, aspas, datas ISO): cada documento com valores exatos', () => {
    const r = parseEfaturaCsv(adquirenteVarianteA);
    expect(r).toEqual({ vista: 'adquirente', rows: COMPRAS, issues: [], codificacao: 'utf-8' });
  });

  it('variante B (Windows-1252, sem aspas, dd/mm/aaaa, CRLF, "X;") dá os mesmos documentos', () => {
    const r = parseEfaturaCsv(adquirenteVarianteB);
    expect(r).toEqual({ vista: 'adquirente', rows: COMPRAS, issues: [], codificacao: 'windows-1252' });
  });

  it('reporta cada linha má com o seu número e lê as restantes', () => {
    const r = parseEfaturaCsv(adquirenteComErros);
    expect(r.issues).toEqual([
      { linha: 2, motivo: 'Data de emissão inválida: "31/02/2025".' },
      { linha: 3, motivo: 'Base tributável inválido: "dois €".' },
      { linha: 5, motivo: 'Emitente sem NIF: "Contabilidade Exemplo, Lda" (esperava "NIF - Nome").' },
    ]);
    expect(r.rows.map((f) => [f.numeroDocumento, f.linha])).toEqual([['FT CE2025/16', 6]]);
  });
});

describe('parseEfaturaCsv — vista do emitente', () => {
  it('variante B: NIF do adquirente tal como vem (estrangeiros incluídos), emitente por preencher', () => {
    const r = parseEfaturaCsv(emitenteVarianteB);
    expect(r).toEqual({ vista: 'emitente', rows: VENDAS, issues: [], codificacao: 'windows-1252' });
  });

  it('variante A dá os mesmos documentos', () => {
    expect(parseEfaturaCsv(emitenteVarianteA).rows).toEqual(VENDAS);
  });
});

describe('parseEfaturaCsv — NIF da própria empresa, quando o ficheiro o tem', () => {
  it('aquisições com a coluna «NIF Adquirente»: cada documento diz de quem é a compra', () => {
    const r = parseEfaturaCsv(
      utf8([
        'Emitente;NIF Adquirente;Nº Fatura / ATCUD;Tipo;Data Emissão;Total;IVA;Base Tributável;Situação',
        '501234560 - Exemplo Lda;509999990;FT A/1 / ABCDEFGH-1;Fatura;2025-01-15;123,00 €;23,00 €;100,00 €;Registado',
      ]),
    );
    expect(r.vista).toBe('adquirente');
    expect(r.rows.map((f) => [f.nifEmitente, f.nifProprio, f.nifAdquirente])).toEqual([
      ['501234560', '509999990', undefined],
    ]);
  });

  it('emitidas com a coluna «NIF Emitente»: o emitente do ficheiro, ao lado do cliente', () => {
    const r = parseEfaturaCsv(
      utf8([
        'Nº Documento / ATCUD;NIF Emitente;NIF Adquirente;Data Emissão;Tipo do Documento;Total;IVA;Base Tributável;Situação',
        'FT E2025/17 / AAGBTD9W-17;508888880;999999990;2025-04-02;Fatura;1.230,00 €;230,00 €;1.000,00 €;Registado',
      ]),
    );
    expect(r.vista).toBe('emitente');
    expect(r.rows.map((f) => [f.nifEmitente, f.nifProprio, f.nifAdquirente])).toEqual([
      ['', '508888880', '999999990'],
    ]);
  });

  it('as exportações do portal não o têm', () => {
    expect(parseEfaturaCsv(adquirenteVarianteA).rows.some((f) => 'nifProprio' in f)).toBe(false);
    expect(parseEfaturaCsv(emitenteVarianteB).rows.some((f) => 'nifProprio' in f)).toBe(false);
  });
});

describe('campos compostos', () => {
  it.each([
    ['501234560 - Exemplo Lda', { nif: '501234560', nome: 'Exemplo Lda' }],
    [
      '505555550 - Parques Exemplo - Monte da Lua S A',
      { nif: '505555550', nome: 'Parques Exemplo - Monte da Lua S A' },
    ],
    ['501234560', { nif: '501234560', nome: '' }],
    ['Sem NIF Lda', { nif: '', nome: 'Sem NIF Lda' }],
  ])('emitente %j', (texto, esperado) => {
    expect(separarEmitente(texto)).toEqual(esperado);
  });

  it.each([
    ['FT FA.2026/462 / X7YTT56K-462', { numero: 'FT FA.2026/462', atcud: 'X7YTT56K-462' }],
    ['FT FT26/013760', { numero: 'FT FT26/013760' }],
    ['2 B/5518 / ABCDEFGH-5518', { numero: '2 B/5518', atcud: 'ABCDEFGH-5518' }],
    ['FT 2022/7 / 0', { numero: 'FT 2022/7' }],
  ])('número e ATCUD %j', (texto, esperado) => {
    expect(separarNumeroAtcud(texto)).toEqual(esperado);
  });
});
