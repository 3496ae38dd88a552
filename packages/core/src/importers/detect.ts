import { parseExtratoTabela } from './bancos/parse-extrato-banco';
import { parseCamt053 } from './camt053/parse-camt053';
import { decodeBytes } from './decode';
import { encontrarCabecalhoEfatura, parseEfaturaTabela } from './efatura/parse-efatura';
import { EFATURA_NAO_RECONHECIDA, EXTRATO_NAO_RECONHECIDO } from './mensagens';
import { parseOfx } from './ofx/parse-ofx';
import { completarResumos } from './resumos';
import { lerCsv } from './tabela/ler-csv';
import { lerXlsx } from './tabela/ler-xlsx';
import type { Codificacao, ResultadoEfatura, ResultadoExtrato } from './tipos';

/** What a file is, judged from its bytes (the name's extension is often wrong). */
export type Conteudo =
  | { tipo: 'vazio' }
  | { tipo: 'xlsx' }
  | { tipo: 'nao-suportado'; motivo: string }
  | { tipo: 'texto'; texto: string; codificacao: Codificacao };

const ASSINATURAS: readonly { bytes: readonly number[]; motivo: string }[] = [
  {
    bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    motivo:
      'é uma folha de cálculo Excel antiga (.xls), que não é suportada: abra-a e guarde-a como .xlsx ou CSV',
  },
  {
    bytes: [0x25, 0x50, 0x44, 0x46],
    motivo: 'é um documento PDF, que não é suportado: descarregue a exportação em CSV ou XLSX',
  },
  { bytes: [0x89, 0x50, 0x4e, 0x47], motivo: 'é uma imagem PNG' },
  { bytes: [0xff, 0xd8, 0xff], motivo: 'é uma imagem JPEG' },
  { bytes: [0x47, 0x49, 0x46, 0x38], motivo: 'é uma imagem GIF' },
  { bytes: [0x1f, 0x8b], motivo: 'é um ficheiro comprimido (gzip); descomprima-o primeiro' },
  { bytes: [0x52, 0x61, 0x72, 0x21], motivo: 'é um ficheiro comprimido (RAR); descomprima-o primeiro' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf], motivo: 'é um ficheiro comprimido (7z); descomprima-o primeiro' },
];

/** Control characters other than TAB, LF, CR and FF, which text exports never contain. */
function temControlo(texto: string): boolean {
  for (let i = 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) return true;
  }
  return false;
}

export function identificarConteudo(bytes: Uint8Array): Conteudo {
  if (bytes.length === 0) return { tipo: 'vazio' };
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05))
    return { tipo: 'xlsx' };
  const assinatura = ASSINATURAS.find((a) => a.bytes.every((b, i) => bytes[i] === b));
  if (assinatura) return { tipo: 'nao-suportado', motivo: assinatura.motivo };
  const { texto, codificacao } = decodeBytes(bytes);
  if (texto.trim() === '') return { tipo: 'vazio' };
  const amostra = texto.slice(0, 4096);
  if (temControlo(amostra)) {
    return { tipo: 'nao-suportado', motivo: 'não é um ficheiro de texto nem uma folha de cálculo XLSX' };
  }
  if (/^\s*(<!doctype html|<html|<table)/i.test(amostra)) {
    return {
      tipo: 'nao-suportado',
      motivo:
        'é uma página HTML (algumas exportações "Excel" dos bancos são HTML): abra-a e guarde-a como .xlsx ou CSV',
    };
  }
  return { tipo: 'texto', texto, codificacao };
}

const CAMT = /<(?:[\w.-]+:)?(?:BkToCstmrStmt|BkToCstmrAcctRpt|BkToCstmrDbtCdtNtfctn)[\s>]/;
const OFX = /^\s*OFXHEADER\s*:|<\?OFX\b|<OFX>/im;
const XML = /^\s*</;

/** One format the importer knows: how to recognise it and how to read it. */
interface Detetor<R> {
  reconhece(conteudo: Conteudo): boolean;
  /** Undefined when, on a closer look (no known header), the file is not this format. */
  parse(bytes: Uint8Array, conteudo: Conteudo): Promise<R | undefined>;
}

const eTexto = (c: Conteudo): c is Extract<Conteudo, { tipo: 'texto' }> => c.tipo === 'texto';

const DETETORES_EXTRATO: readonly Detetor<ResultadoExtrato>[] = [
  {
    reconhece: (c) => eTexto(c) && OFX.test(c.texto.slice(0, 4096)),
    parse: async (bytes) => parseOfx(bytes),
  },
  {
    // camt.053/052/054, and any other XML, to be told precisely why it is not a statement.
    reconhece: (c) => eTexto(c) && (CAMT.test(c.texto) || /^\s*<\?xml/i.test(c.texto)),
    parse: async (bytes) => parseCamt053(bytes),
  },
  {
    reconhece: (c) => c.tipo === 'xlsx',
    parse: async (bytes) => {
      const lido = await lerXlsx(bytes);
      if ('erro' in lido)
        return { formato: 'XLSX', rows: [], issues: [{ linha: 0, motivo: lido.erro }], extratos: [] };
      return parseExtratoTabela(lido.folhas, 'XLSX');
    },
  },
  {
    reconhece: (c) => eTexto(c) && !XML.test(c.texto),
    parse: async (_bytes, c) => {
      if (!eTexto(c)) return undefined;
      const r = parseExtratoTabela([lerCsv(c.texto)], 'CSV');
      return r && { ...r, codificacao: c.codificacao };
    },
  },
];

const DETETORES_EFATURA: readonly Detetor<ResultadoEfatura>[] = [
  {
    reconhece: (c) => c.tipo === 'xlsx',
    parse: async (bytes) => {
      const lido = await lerXlsx(bytes);
      if ('erro' in lido) return { rows: [], issues: [{ linha: 0, motivo: lido.erro }] };
      return encontrarCabecalhoEfatura(lido.folhas) ? parseEfaturaTabela(lido.folhas) : undefined;
    },
  },
  {
    reconhece: (c) => eTexto(c) && !XML.test(c.texto),
    parse: async (_bytes, c) => {
      if (!eTexto(c)) return undefined;
      const tabela = lerCsv(c.texto);
      return encontrarCabecalhoEfatura([tabela])
        ? { ...parseEfaturaTabela([tabela]), codificacao: c.codificacao }
        : undefined;
    },
  },
];

async function ler<R>(
  detetores: readonly Detetor<R>[],
  bytes: Uint8Array,
  conteudo: Conteudo,
): Promise<R | undefined> {
  for (const d of detetores) {
    if (!d.reconhece(conteudo)) continue;
    const resultado = await d.parse(bytes, conteudo);
    if (resultado) return resultado;
  }
  return undefined;
}

function problemaDoFicheiro(conteudo: Conteudo, nome: string): string | undefined {
  if (conteudo.tipo === 'vazio') return `O ficheiro "${nome}" está vazio.`;
  if (conteudo.tipo === 'nao-suportado') return `O ficheiro "${nome}" ${conteudo.motivo}.`;
  return undefined;
}

function inesperado(nome: string): string {
  return `Não foi possível ler o ficheiro "${nome}": o conteúdo está corrompido ou num formato inesperado.`;
}

/**
 * A bank statement in any supported format, recognised from its content. Never throws: an
 * unreadable file comes back as one issue on line 0, bad lines as issues with their number.
 */
export async function parseExtrato(bytes: Uint8Array, nomeFicheiro: string): Promise<ResultadoExtrato> {
  const falha = (motivo: string): ResultadoExtrato => ({
    formato: 'desconhecido',
    rows: [],
    issues: [{ linha: 0, motivo }],
    extratos: [],
  });
  try {
    const conteudo = identificarConteudo(bytes);
    const problema = problemaDoFicheiro(conteudo, nomeFicheiro);
    if (problema) return falha(problema);
    const resultado = await ler(DETETORES_EXTRATO, bytes, conteudo);
    if (resultado) return completarResumos(resultado);
    if ((await ler(DETETORES_EFATURA, bytes, conteudo))?.vista) {
      return falha(
        `O ficheiro "${nomeFicheiro}" é uma exportação do e-fatura, não um extrato bancário: carregue-o no campo das e-faturas.`,
      );
    }
    return falha(EXTRATO_NAO_RECONHECIDO);
  } catch {
    return falha(inesperado(nomeFicheiro));
  }
}

/** An e-fatura export (CSV, or the same saved as XLSX), recognised from its content; never throws. */
export async function parseEfatura(bytes: Uint8Array, nomeFicheiro: string): Promise<ResultadoEfatura> {
  const falha = (motivo: string): ResultadoEfatura => ({ rows: [], issues: [{ linha: 0, motivo }] });
  try {
    const conteudo = identificarConteudo(bytes);
    const problema = problemaDoFicheiro(conteudo, nomeFicheiro);
    if (problema) return falha(problema);
    const resultado = await ler(DETETORES_EFATURA, bytes, conteudo);
    if (resultado) return resultado;
    const extrato = await ler(DETETORES_EXTRATO, bytes, conteudo);
    if (extrato?.issues.every((i) => i.linha !== 0)) {
      return falha(
        `O ficheiro "${nomeFicheiro}" é um extrato bancário (${extrato.formato}), não uma exportação do e-fatura: carregue-o no campo dos extratos.`,
      );
    }
    return falha(EFATURA_NAO_RECONHECIDA);
  } catch {
    return falha(inesperado(nomeFicheiro));
  }
}

/** A file of the e-fatura and statement upload, read as what it is. */
export type FicheiroReconhecido =
  | { tipo: 'efatura'; resultado: ResultadoEfatura }
  | { tipo: 'extrato'; resultado: ResultadoExtrato };

const semFalhaDoFicheiro = (r: { issues: readonly { linha: number }[] }) =>
  r.issues.every((i) => i.linha !== 0);

/**
 * An e-fatura export or a bank statement, recognised from its content whichever field it came in: people
 * choose several files at once and do not sort them. The field only decides what is tried first and, when
 * neither format recognises the file, whose reason is told. Never throws.
 */
export async function lerEfaturaOuExtrato(
  bytes: Uint8Array,
  nomeFicheiro: string,
  indicado: FicheiroReconhecido['tipo'],
): Promise<FicheiroReconhecido> {
  const conteudo = identificarConteudo(bytes);
  if (!problemaDoFicheiro(conteudo, nomeFicheiro)) {
    const ordem =
      indicado === 'efatura' ? (['efatura', 'extrato'] as const) : (['extrato', 'efatura'] as const);
    for (const tipo of ordem) {
      const reconhecido = await tentar(tipo, bytes, conteudo);
      if (reconhecido) return reconhecido;
    }
  }
  return indicado === 'efatura'
    ? { tipo: 'efatura', resultado: await parseEfatura(bytes, nomeFicheiro) }
    : { tipo: 'extrato', resultado: await parseExtrato(bytes, nomeFicheiro) };
}

/** The file read as one format, or undefined when that format does not recognise it (or it cannot be read). */
async function tentar(
  tipo: FicheiroReconhecido['tipo'],
  bytes: Uint8Array,
  conteudo: Conteudo,
): Promise<FicheiroReconhecido | undefined> {
  try {
    if (tipo === 'efatura') {
      const resultado = await ler(DETETORES_EFATURA, bytes, conteudo);
      return resultado?.vista && semFalhaDoFicheiro(resultado) ? { tipo, resultado } : undefined;
    }
    const resultado = await ler(DETETORES_EXTRATO, bytes, conteudo);
    return resultado && semFalhaDoFicheiro(resultado)
      ? { tipo, resultado: completarResumos(resultado) }
      : undefined;
  } catch {
    return undefined;
  }
}
