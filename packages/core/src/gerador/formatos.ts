import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { IsoDate } from '../dates/dates';
import type { TipoDocumento } from '../matching/types';
import type { Cents } from '../money/money';

/**
 * Writers of the real export formats (DOMAIN §1–2) from plain data: the e-fatura acquirer and
 * issuer views in both variants, the CGD CSV and the Millennium BCP XLSX, exactly as the
 * importers read them. Amounts are unsigned in the e-fatura (credit notes too) and signed in
 * the statements (entrada +, saída −).
 */

export type VarianteEfatura = 'A' | 'B';

export interface DocumentoEfatura {
  /** Acquirer view: the supplier. */
  nifEmitente?: string;
  nomeEmitente?: string;
  /** Issuer view: the customer (999999990 for final consumers). */
  nifAdquirente?: string;
  numero: string;
  atcud?: string;
  tipo: TipoDocumento;
  data: IsoDate;
  baseCents: Cents;
  ivaCents: Cents;
  situacao: string;
  setor?: string;
  /** Registered by the acquirer (Comunicação Adquirente = X) rather than by the issuer. */
  registadoPeloAdquirente?: boolean;
}

export interface LinhaExtrato {
  data: IsoDate;
  dataValor?: IsoDate;
  descricao: string;
  valorCents: Cents;
  /** CGD's own category column ('Diversos', 'DEPOSITO' …). */
  categoria?: string;
}

export interface Extrato {
  conta: string;
  saldoInicialCents: Cents;
  dataInicio: IsoDate;
  dataFim: IsoDate;
  /** The day the export was taken, in the CGD title. */
  dataExportacao: IsoDate;
  /** In any order: the writers sort them (newest first, as both banks export). */
  linhas: readonly LinhaExtrato[];
}

function bytes(texto: string, codificacao: 'win1252' | 'utf8'): Uint8Array {
  return Uint8Array.from(iconv.encode(texto, codificacao) as unknown as Uint8Array);
}

/** '1.169,68': dot thousands, comma decimals, from exact cents. */
export function montantePt(cents: Cents): string {
  const abs = Math.abs(cents);
  const inteiros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${inteiros},${String(abs % 100).padStart(2, '0')}`;
}

function dataPt(iso: IsoDate, separador: '/' | '-'): string {
  const [a, m, d] = iso.split('-');
  return [d, m, a].join(separador);
}

const CABECALHO_ADQUIRENTE = [
  'Setor',
  'Emitente',
  'Nº Fatura / ATCUD',
  'Tipo',
  'Data Emissão',
  'Total',
  'IVA',
  'Base Tributável',
  'Situação',
  'Comunicação  Emitente',
  'Comunicação  Adquirente',
];

const CABECALHO_EMITENTE = [
  'Nº Documento / ATCUD',
  'NIF Adquirente',
  'Data Emissão',
  'Tipo do Documento',
  'Total',
  'IVA',
  'Base Tributável',
  'Situação',
];

function numeroAtcud(d: DocumentoEfatura): string {
  return d.atcud ? `${d.numero} / ${d.atcud}` : d.numero;
}

function montantesEfatura(d: DocumentoEfatura): string[] {
  return [d.baseCents + d.ivaCents, d.ivaCents, d.baseCents].map((c) => `${montantePt(c)} €`);
}

/**
 * Variant A as downloaded (UTF-8, every field quoted, ISO dates, LF, oldest first); variant B as
 * re-saved by Excel pt-PT (Windows-1252, no quotes, dd/mm/yyyy, CRLF, newest first).
 */
function escreverCsvEfatura(
  cabecalho: readonly string[],
  linhas: readonly string[][],
  datas: readonly IsoDate[],
  variante: VarianteEfatura,
): Uint8Array {
  const ordem = linhas
    .map((_, i) => i)
    .sort((a, b) => (datas[a] as string).localeCompare(datas[b] as string));
  if (variante === 'B') ordem.reverse();
  const ordenadas = ordem.map((i) => linhas[i] as string[]);
  if (variante === 'A') {
    const aspas = (campos: readonly string[]) => campos.map((c) => `"${c.replaceAll('"', '""')}"`).join(';');
    return bytes(`${[cabecalho, ...ordenadas].map(aspas).join('\n')}\n`, 'utf8');
  }
  return bytes(`${[cabecalho, ...ordenadas].map((c) => c.join(';')).join('\r\n')}\r\n`, 'win1252');
}

/** The acquirer view ('faturas de aquisição'): the company's purchases. */
export function escreverEfaturaAdquirente(
  documentos: readonly DocumentoEfatura[],
  variante: VarianteEfatura,
): Uint8Array {
  const linhas = documentos.map((d) => [
    d.setor ?? '',
    `${d.nifEmitente ?? ''} - ${d.nomeEmitente ?? ''}`,
    numeroAtcud(d),
    d.tipo,
    variante === 'A' ? d.data : dataPt(d.data, '/'),
    ...montantesEfatura(d),
    d.situacao,
    d.registadoPeloAdquirente ? '' : 'X',
    d.registadoPeloAdquirente ? 'X' : '',
  ]);
  return escreverCsvEfatura(
    CABECALHO_ADQUIRENTE,
    linhas,
    documentos.map((d) => d.data),
    variante,
  );
}

/** The issuer view ('faturas emitidas'): the company's sales, with the customer's NIF only. */
export function escreverEfaturaEmitente(
  documentos: readonly DocumentoEfatura[],
  variante: VarianteEfatura,
): Uint8Array {
  const linhas = documentos.map((d) => [
    numeroAtcud(d),
    d.nifAdquirente ?? '',
    variante === 'A' ? d.data : dataPt(d.data, '/'),
    d.tipo,
    ...montantesEfatura(d),
    d.situacao,
  ]);
  return escreverCsvEfatura(
    CABECALHO_EMITENTE,
    linhas,
    documentos.map((d) => d.data),
    variante,
  );
}

/** Lines newest first, each with the balance after it. */
function comSaldos(extrato: Extrato): Array<LinhaExtrato & { saldoCents: Cents }> {
  let saldo = extrato.saldoInicialCents;
  const ascendentes = [...extrato.linhas]
    .map((l, i) => ({ l, i }))
    .sort((a, b) => a.l.data.localeCompare(b.l.data) || a.i - b.i)
    .map(({ l }) => {
      saldo += l.valorCents;
      return { ...l, saldoCents: saldo };
    });
  return ascendentes.reverse();
}

/** Caixadirecta 'Consultar saldos e movimentos à ordem': ';', trailing spaces, Windows-1252, CRLF. */
export function escreverExtratoCgd(extrato: Extrato): Uint8Array {
  const linhas = comSaldos(extrato);
  const saldoFinal = linhas[0]?.saldoCents ?? extrato.saldoInicialCents;
  const texto = [
    `Consultar saldos e movimentos à ordem - ${dataPt(extrato.dataExportacao, '-')}`,
    '',
    `Conta ;${extrato.conta} - EUR - Conta à ordem`,
    `Data de início ;${dataPt(extrato.dataInicio, '-')}`,
    `Data de fim ;${dataPt(extrato.dataFim, '-')}`,
    '',
    'Data mov. ;Data valor ;Descrição ;Débito ;Crédito ;Saldo contabilístico ;Saldo disponível ;Categoria ;',
    ...linhas.map((l) =>
      [
        dataPt(l.data, '-'),
        dataPt(l.dataValor ?? l.data, '-'),
        `${l.descricao} `,
        l.valorCents < 0 ? montantePt(-l.valorCents) : '',
        l.valorCents >= 0 ? montantePt(l.valorCents) : '',
        montantePt(l.saldoCents),
        montantePt(l.saldoCents),
        `${l.categoria ?? (l.valorCents >= 0 ? 'DEPOSITO' : 'Diversos')} `,
        '',
      ].join(';'),
    ),
    '',
    `Saldo disponível ;${montantePt(saldoFinal)} ;`,
  ];
  return bytes(`${texto.join('\r\n')}\r\n`, 'win1252');
}

const u16 = (b: Uint8Array, i: number) => (b[i] as number) | ((b[i + 1] as number) << 8);
const u32 = (b: Uint8Array, i: number) => u16(b, i) + u16(b, i + 2) * 0x10000;

/**
 * Stamps every entry of a ZIP with the same day (midnight): the zip library dates entries with the
 * clock, and the generator's bytes must depend on its arguments only.
 */
function datarZip(zip: Uint8Array, dia: IsoDate): Uint8Array {
  const b = Uint8Array.from(zip);
  const [ano, mes, d] = dia.split('-').map(Number) as [number, number, number];
  const data = ((ano - 1980) << 9) | (mes << 5) | d;
  const escrever = (i: number) => {
    b.set([0, 0, data & 0xff, data >> 8], i);
  };
  let fim = b.length - 22;
  while (fim >= 0 && u32(b, fim) !== 0x06054b50) fim--;
  let p = u32(b, fim + 16);
  for (let n = u16(b, fim + 10); n > 0; n--) {
    escrever(p + 12);
    escrever(u32(b, p + 42) + 10);
    p += 46 + u16(b, p + 28) + u16(b, p + 30) + u16(b, p + 32);
  }
  return b;
}

/**
 * Millennium BCP 'Movimentos' sheet: account in C2, period in C3/C4, rows 5–7 absent, header in
 * row 8, dates as text dd/mm/yyyy, Montante and Saldo as signed numeric cells.
 */
export async function escreverExtratoMillennium(extrato: Extrato): Promise<Uint8Array> {
  const livro = new ExcelJS.Workbook();
  livro.created = livro.modified = new Date(`${extrato.dataExportacao}T00:00:00Z`);
  const folha = livro.addWorksheet('Movimentos');
  const linhas: Array<readonly (string | number | null)[] | undefined> = [
    ['Consulta de Movimentos'],
    ['Conta', null, `${extrato.conta} - EUR`],
    ['Data de Início', null, dataPt(extrato.dataInicio, '/')],
    ['Data de Fim', null, dataPt(extrato.dataFim, '/')],
    undefined,
    undefined,
    undefined,
    [
      'Data Lançamento',
      'Data Valor',
      'Descrição',
      'Montante',
      'Saldo Contabilistico',
      'Moeda',
      'Notas',
      'Tratado',
    ],
    ...comSaldos(extrato).map((l) => [
      dataPt(l.data, '/'),
      dataPt(l.dataValor ?? l.data, '/'),
      l.descricao,
      l.valorCents / 100,
      l.saldoCents / 100,
      'EUR',
    ]),
  ];
  linhas.forEach((valores, i) => {
    if (!valores) return;
    const linha = folha.getRow(i + 1);
    valores.forEach((valor, j) => {
      if (valor !== null) linha.getCell(j + 1).value = valor;
    });
    linha.commit();
  });
  const zip = Uint8Array.from((await livro.xlsx.writeBuffer()) as unknown as Uint8Array);
  return datarZip(zip, extrato.dataExportacao);
}
