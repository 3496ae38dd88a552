import { addDays, type IsoDate, lisbonToday, nifCheckDigit } from '@contas/core';
import {
  type DocumentoEfatura,
  escreverEfaturaAdquirente,
  escreverExtratoCgd,
  type LinhaExtrato,
} from '@contas/core/gerador';
import { gerarModeloOrcamento, gerarModeloPlanilhaCompleta, gerarModeloProdutos } from '@contas/core/modelos';
import { PRODUTOS as PRODUTOS_PADARIA } from '@contas/core/reports/fixtures/padaria-do-largo.produtos';

/**
 * Files for the import tests, made by the project's own generators in the real formats (never
 * read from outside the repository): an e-fatura export (acquirer view) and a CGD statement with
 * a known outcome of the matching, and filled Orçamento and Produtos templates.
 */

export interface FicheiroTeste {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const CSV = 'text/csv';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function ficheiro(name: string, mimeType: string, bytes: Uint8Array): FicheiroTeste {
  return { name, mimeType, buffer: Buffer.from(bytes) };
}

function nif(primeirosOito: string): string {
  return `${primeirosOito}${nifCheckDigit(primeirosOito)}`;
}

/** dd/mm/aaaa, as the errors report and the spreadsheet show a date. */
export function dataPt(iso: IsoDate): string {
  const [a, m, d] = iso.split('-');
  return `${d}/${m}/${a}`;
}

export const FORNECEDORES = {
  padaria: { nif: nif('51200731'), nome: 'Padaria Estrela do Norte, Lda' },
  energia: { nif: nif('50388204'), nome: 'Energia Verde Comercial, S.A.' },
  papelaria: { nif: nif('51466120'), nome: 'Papelaria Central do Porto, Lda' },
} as const;

export interface CasoCorrespondencias {
  efatura: FicheiroTeste;
  extrato: FicheiroTeste;
  documentos: DocumentoEfatura[];
  movimentos: LinhaExtrato[];
  /** The invoice nobody paid: the matching reports it. */
  faturaPorPagar: DocumentoEfatura;
  /** A payment to a known supplier with no invoice of theirs open: the matching reports it too. */
  pagamentoSemFatura: LinhaExtrato;
}

/**
 * Three purchase invoices and a statement of five lines, all within the last ten weeks (the
 * spreadsheet shows the last three months by default):
 * - FT PEN/117 (Padaria) is paid by a transfer that quotes its number → matched by reference;
 * - FT EVC/4521 (Energia) is paid by a direct debit of the same amount naming the supplier → matched;
 * - FT PCP/88 (Papelaria) is never paid, and its 30-day window ends inside the statement → error
 *   'Fatura sem movimento bancário correspondente';
 * - a second transfer to the Padaria, with no invoice left open → error 'Movimento de … sem fatura
 *   correspondente';
 * - card takings and a bank fee, which name no counterparty → no error.
 */
export function casoCorrespondencias(hoje: IsoDate = lisbonToday(new Date())): CasoCorrespondencias {
  const inicio = addDays(hoje, -70);
  const dia = (n: number) => addDays(inicio, n);
  const { padaria, energia, papelaria } = FORNECEDORES;
  const documentos: DocumentoEfatura[] = [
    {
      nifEmitente: padaria.nif,
      nomeEmitente: padaria.nome,
      numero: 'FT PEN/117',
      atcud: 'JFK3T7QW-117',
      tipo: 'Fatura',
      data: dia(3),
      baseCents: 15_000,
      ivaCents: 3_450,
      situacao: 'Registado',
      setor: 'Outros',
    },
    {
      nifEmitente: energia.nif,
      nomeEmitente: energia.nome,
      numero: 'FT EVC/4521',
      atcud: 'KQ2M9ZRT-4521',
      tipo: 'Fatura',
      data: dia(5),
      baseCents: 8_000,
      ivaCents: 1_840,
      situacao: 'Registado',
      setor: 'Outros',
    },
    {
      nifEmitente: papelaria.nif,
      nomeEmitente: papelaria.nome,
      numero: 'FT PCP/88',
      atcud: 'BV8N4XLD-88',
      tipo: 'Fatura',
      data: dia(8),
      baseCents: 5_000,
      ivaCents: 1_150,
      situacao: 'Registado',
      setor: 'Outros',
    },
  ];
  const pagamentoSemFatura: LinhaExtrato = {
    data: dia(30),
    descricao: 'TRF P/O PADARIA ESTRELA DO NORTE',
    valorCents: -7_500,
  };
  const movimentos: LinhaExtrato[] = [
    { data: dia(1), descricao: 'TPA VENDAS 9054457', valorCents: 123_456 },
    { data: dia(10), descricao: 'TRF P/O PADARIA ESTRELA FT PEN/117', valorCents: -18_450 },
    { data: dia(19), descricao: 'DD ENERGIA VERDE COMERCIAL', valorCents: -9_840 },
    pagamentoSemFatura,
    { data: dia(66), descricao: 'COMISSAO MANUTENCAO CONTA', valorCents: -750, categoria: 'Comissões' },
  ];
  const extrato = escreverExtratoCgd({
    conta: '0035.0123.00456789012',
    saldoInicialCents: 250_000,
    dataInicio: inicio,
    dataFim: addDays(hoje, -2),
    dataExportacao: addDays(hoje, -1),
    linhas: movimentos,
  });
  return {
    efatura: ficheiro('efatura-aquisicoes.csv', CSV, escreverEfaturaAdquirente(documentos, 'A')),
    extrato: ficheiro('extrato-cgd.csv', CSV, extrato),
    documentos,
    movimentos,
    faturaPorPagar: documentos[2] as DocumentoEfatura,
    pagamentoSemFatura,
  };
}

/**
 * An e-fatura export with two good purchase invoices and, on line 2 of the file (the oldest date
 * comes first in the portal's CSV), one whose issue date does not exist: that line is refused.
 */
export function efaturaComLinhaInvalida(hoje: IsoDate = lisbonToday(new Date())): {
  ficheiro: FicheiroTeste;
  dataInvalida: string;
} {
  const { padaria } = FORNECEDORES;
  const dataInvalida = `${Number(hoje.slice(0, 4)) - 1}-02-30`;
  const documento = (numero: string, data: IsoDate): DocumentoEfatura => ({
    nifEmitente: padaria.nif,
    nomeEmitente: padaria.nome,
    numero,
    tipo: 'Fatura',
    data,
    baseCents: 2_000,
    ivaCents: 460,
    situacao: 'Registado',
  });
  const bytes = escreverEfaturaAdquirente(
    [
      documento('FT PEN/201', addDays(hoje, -20)),
      documento('FT PEN/202', dataInvalida),
      documento('FT PEN/203', addDays(hoje, -10)),
    ],
    'A',
  );
  return { ficheiro: ficheiro('efatura-com-erro.csv', CSV, bytes), dataInvalida };
}

/** A PNG image under a .csv name: the server reads the content, not the name. */
export function pngComoCsv(): FicheiroTeste {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return { name: 'extrato-maio.csv', mimeType: CSV, buffer: png };
}

const CLASSIFICACAO_VENDAS = {
  categoria_A: 'Vendas e serviços prestados',
  subcategoria_A: 'Venda de Mercadoria',
  categoria_B: 'Fluxos de caixa das actividades operacionais',
  subcategoria_B: 'Não Aplicável',
  rubrica_B: 'Recebimentos de clientes',
  tipologia: 'Empresa',
  gasto: 'Variável',
};

/** A filled Orçamento Anual template of `ano`: `linhas` budget lines, each with twelve months. */
export async function orcamentoPreenchido(ano: number, linhas = 3): Promise<FicheiroTeste> {
  const conteudo = Array.from({ length: linhas }, (_, i) => ({
    ...CLASSIFICACAO_VENDAS,
    nif: null,
    emitente: `Vendas previstas ${i + 1}`,
    centroCusto_A: null,
    subrubrica_B: null,
    taxaIva: 23,
    meses: Array.from({ length: 12 }, (_, m) => (i + 1) * 100_000 + m * 1_000),
  }));
  return ficheiro(`orcamento-${ano}.xlsx`, XLSX, await gerarModeloOrcamento(ano, conteudo));
}

/**
 * A filled Planilha Completa template: three classified rows of the last weeks (so the spreadsheet
 * shows them by default), a purchase paid, a sale received and a bank fee with no invoice.
 */
export async function planilhaPreenchida(hoje: IsoDate = lisbonToday(new Date())): Promise<{
  ficheiro: FicheiroTeste;
  numeros: string[];
}> {
  const { padaria } = FORNECEDORES;
  const operacional = {
    categoria_B: 'Fluxos de caixa das actividades operacionais',
    subcategoria_B: 'Não Aplicável',
    tipologia: 'Empresa',
  };
  const linhas = [
    {
      ...operacional,
      nif: padaria.nif,
      emitente: `${padaria.nif} - ${padaria.nome}`,
      numeroFatura: 'FT PEN/301',
      descritivo: 'Pão e bolos',
      dataEmissao: addDays(hoje, -15),
      dataPagamento: addDays(hoje, -10),
      baseCents: -10_000,
      ivaCents: -600,
      totalCents: -10_600,
      extratoValorCents: -10_600,
      tipoMovimento: 'Saída' as const,
      categoria_A: 'Compras',
      subcategoria_A: 'Mercadoria',
      rubrica_B: 'Pagamentos a fornecedores',
      gasto: 'Variável',
    },
    {
      ...operacional,
      nif: '999999990',
      emitente: 'Consumidor final',
      numeroFatura: 'FS LS/1042',
      descritivo: 'Vendas ao balcão',
      dataEmissao: addDays(hoje, -12),
      dataPagamento: addDays(hoje, -11),
      baseCents: 50_000,
      ivaCents: 11_500,
      totalCents: 61_500,
      extratoValorCents: 61_500,
      tipoMovimento: 'Entrada' as const,
      categoria_A: 'Vendas e serviços prestados',
      subcategoria_A: 'Venda de Mercadoria',
      rubrica_B: 'Recebimentos de clientes',
      gasto: 'Variável',
    },
    {
      ...operacional,
      nif: null,
      emitente: null,
      numeroFatura: null,
      descritivo: 'COMISSAO MANUTENCAO CONTA',
      dataEmissao: null,
      dataPagamento: addDays(hoje, -5),
      baseCents: null,
      ivaCents: null,
      totalCents: null,
      extratoValorCents: -750,
      tipoMovimento: 'Saída' as const,
      categoria_A: 'Fornecimentos e serviços externos',
      subcategoria_A: 'Comissões',
      rubrica_B: 'Pagamentos a fornecedores',
      gasto: 'Fixo',
    },
  ];
  const bytes = await gerarModeloPlanilhaCompleta(linhas);
  return { ficheiro: ficheiro('planilha-completa.xlsx', XLSX, bytes), numeros: ['FT PEN/301', 'FS LS/1042'] };
}

export const PRODUTOS = ['Café expresso', 'Galão', 'Pastel de nata', 'Tosta mista'] as const;

/** A filled Produtos Mensais template of `ano`: one line per product, twelve months each. */
export async function produtosPreenchidos(ano: number): Promise<FicheiroTeste> {
  const conteudo = PRODUTOS.map((produto, i) => ({
    produto,
    ano,
    quantidades: Array.from({ length: 12 }, (_, m) => 100 * (i + 1) + m),
  }));
  return ficheiro(`produtos-${ano}.xlsx`, XLSX, await gerarModeloProdutos(ano, conteudo));
}

/** The Produtos Mensais template of one store of Padaria do Largo (core's hand-computed products). */
export async function produtosDaPadaria(loja: 'A' | 'B'): Promise<FicheiroTeste> {
  const linhas = PRODUTOS_PADARIA.filter(([l]) => l === loja).map(([, produto, ano, quantidades]) => ({
    produto,
    ano,
    quantidades: [...quantidades],
  }));
  return ficheiro(`produtos-padaria-${loja}.xlsx`, XLSX, await gerarModeloProdutos(2025, linhas));
}

/**
 * Two bank accounts of last year's November and December, for the 'Saldos' panel:
 * - CGD (CSV): opens at 10 000,00 €; + 1 250,00 (card takings, 15 Nov) − 800,00 (rent, 5 Dec) = 10 450,00 €;
 * - Crédito Agrícola (OFX, closing balance only): 3 879,50 € on 31 Dec, one line − 120,50 (20 Nov), so it
 *   opened at 4 000,00 €.
 * Cash at the start of the year 14 000,00 €; at its end 10 450,00 + 3 879,50 = 14 329,50 €.
 */
export function extratosDeDuasContas(ano: number): { cgd: FicheiroTeste; ofx: FicheiroTeste } {
  const cgd = escreverExtratoCgd({
    conta: '0574000024680',
    saldoInicialCents: 1_000_000,
    dataInicio: `${ano}-11-01`,
    dataFim: `${ano}-12-31`,
    dataExportacao: `${ano}-12-31`,
    linhas: [
      { data: `${ano}-11-15`, descricao: 'TPA VENDAS 0001', valorCents: 125_000 },
      { data: `${ano}-12-05`, descricao: 'PAG RENDA DEZEMBRO', valorCents: -80_000 },
    ],
  });
  const ofx = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS><CURDEF>EUR<BANKACCTFROM><BANKID>0045<BRANCHID>9797<ACCTID>24680135790<ACCTTYPE>CHECKING</BANKACCTFROM>',
    `<BANKTRANLIST><DTSTART>${ano}1101<DTEND>${ano}1231`,
    `<STMTTRN><TRNTYPE>POS<DTPOSTED>${ano}1120<TRNAMT>-120.50<FITID>CA${ano}112000001<NAME>Software Nuvem<MEMO>COMPRA 5567 SOFTWARE NUVEM</STMTTRN>`,
    `</BANKTRANLIST><LEDGERBAL><BALAMT>3879.50<DTASOF>${ano}1231</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`,
  ].join('\r\n');
  return {
    cgd: ficheiro('cgd-novembro-dezembro.csv', CSV, cgd),
    ofx: ficheiro('credito-agricola.ofx', 'application/x-ofx', new TextEncoder().encode(`${ofx}\r\n`)),
  };
}

/**
 * Two purchases and a statement of three lines of the last weeks, to undo: their documents and
 * numbers are this test's own (the same document cannot be in two companies).
 */
export function casoAnulacao(hoje: IsoDate = lisbonToday(new Date())): {
  efatura: FicheiroTeste;
  extrato: FicheiroTeste;
  documentos: DocumentoEfatura[];
  movimentos: LinhaExtrato[];
} {
  const dia = (n: number) => addDays(hoje, -20 + n);
  const { energia, papelaria } = FORNECEDORES;
  const documentos: DocumentoEfatura[] = [
    {
      nifEmitente: energia.nif,
      nomeEmitente: energia.nome,
      numero: 'FT ANU/31',
      atcud: 'ANUL9E2E-31',
      tipo: 'Fatura',
      data: dia(1),
      baseCents: 8_000,
      ivaCents: 1_840,
      situacao: 'Registado',
    },
    {
      nifEmitente: papelaria.nif,
      nomeEmitente: papelaria.nome,
      numero: 'FT ANU/32',
      atcud: 'ANUL9E2E-32',
      tipo: 'Fatura',
      data: dia(2),
      baseCents: 2_000,
      ivaCents: 460,
      situacao: 'Registado',
    },
  ];
  const movimentos: LinhaExtrato[] = [
    { data: dia(3), descricao: 'TPA VENDAS ANULAR 1', valorCents: 40_000 },
    { data: dia(4), descricao: 'COMISSAO ANULAR CONTA', valorCents: -500 },
    { data: dia(5), descricao: 'PAG SERVICOS ANULAR', valorCents: -3_000 },
  ];
  return {
    efatura: ficheiro('compras-anular.csv', CSV, escreverEfaturaAdquirente(documentos, 'A')),
    extrato: ficheiro(
      'extrato-anular.csv',
      CSV,
      escreverExtratoCgd({
        conta: '0574000013579',
        saldoInicialCents: 500_000,
        dataInicio: dia(0),
        dataFim: dia(6),
        dataExportacao: dia(6),
        linhas: movimentos,
      }),
    ),
    documentos,
    movimentos,
  };
}
