import { decodeBytes, normalizarCabecalho } from '../decode';
import { lerCsv } from '../tabela/ler-csv';
import {
  type Celula,
  LINHAS_ATE_CABECALHO,
  type LinhaTabela,
  lerDataCelula,
  lerMontanteCelula,
  linhaVazia,
  type Tabela,
  textoCelula,
} from '../tabela/tabela';
import type { FaturaImportada, Problema, ResultadoEfatura, VistaEfatura } from '../tipos';

type Campo =
  | 'setor'
  | 'emitente'
  | 'numero'
  | 'nifAdquirente'
  | 'nifEmitente'
  | 'tipo'
  | 'data'
  | 'total'
  | 'iva'
  | 'base'
  | 'situacao';

/**
 * Header names as normalizarCabecalho leaves them. Prefix patterns also catch headers whose
 * accents were lost to U+FFFD ('Situa��o' → 'situao'), as in files re-saved elsewhere.
 */
const PADROES: Record<Campo, RegExp> = {
  setor: /^setor$/,
  emitente: /^emitente$/,
  numero: /^n.{0,3} ?(fatura|documento) \/ atcud$/,
  nifAdquirente: /^nif (do )?adquirente$/,
  nifEmitente: /^nif (do )?emitente$/,
  tipo: /^tipo( do documento)?$/,
  data: /^data emiss/,
  total: /^total$/,
  iva: /^iva$/,
  base: /^base tribut/,
  situacao: /^situa/,
};

const OBRIGATORIOS: Record<VistaEfatura, readonly Campo[]> = {
  adquirente: ['emitente', 'numero', 'tipo', 'data', 'total', 'iva', 'base', 'situacao'],
  emitente: ['numero', 'nifAdquirente', 'tipo', 'data', 'total', 'iva', 'base', 'situacao'],
};

type Colunas = Partial<Record<Campo, number>>;

interface CabecalhoEfatura {
  vista: VistaEfatura;
  colunas: Colunas;
  indice: number;
  tabela: Tabela;
}

function mapear(celulas: readonly Celula[]): Colunas {
  const nomes = celulas.map((c) => normalizarCabecalho(textoCelula(c)));
  const colunas: Colunas = {};
  for (const campo of Object.keys(PADROES) as Campo[]) {
    const i = nomes.findIndex((n) => PADROES[campo].test(n));
    if (i >= 0) colunas[campo] = i;
  }
  return colunas;
}

/** The acquirer (purchases) or issuer (sales) header, searched by content near the top. */
export function encontrarCabecalhoEfatura(tabelas: readonly Tabela[]): CabecalhoEfatura | undefined {
  for (const tabela of tabelas) {
    const topo = tabela.linhas.slice(0, LINHAS_ATE_CABECALHO);
    for (let indice = 0; indice < topo.length; indice++) {
      const colunas = mapear((topo[indice] as LinhaTabela).celulas);
      for (const vista of ['adquirente', 'emitente'] as const) {
        if (OBRIGATORIOS[vista].every((c) => colunas[c] !== undefined))
          return { vista, colunas, indice, tabela };
      }
    }
  }
  return undefined;
}

/** 'NIF - Nome': the first ' - ' only, names contain it too ('… - Contabilidade e Gestão'). */
export function separarEmitente(texto: string): { nif: string; nome: string } {
  const i = texto.indexOf(' - ');
  if (i < 0) return /^\S+$/.test(texto) ? { nif: texto, nome: '' } : { nif: '', nome: texto };
  return { nif: texto.slice(0, i).trim(), nome: texto.slice(i + 3).trim() };
}

/**
 * '<número> / <ATCUD>': the number has '/' without spaces ('FT 2023/229'), the ATCUD has no
 * spaces; older documents have no ATCUD, and '0' (allowed before 2023) identifies nothing.
 */
export function separarNumeroAtcud(texto: string): { numero: string; atcud?: string } {
  const i = texto.lastIndexOf(' / ');
  if (i < 0) return { numero: texto.trim() };
  const numero = texto.slice(0, i).trim();
  const atcud = texto.slice(i + 3).trim();
  if (atcud === '' || atcud === '0') return { numero };
  return /\s/.test(atcud) ? { numero: texto.trim() } : { numero, atcud };
}

function lerFatura(linha: LinhaTabela, cab: CabecalhoEfatura): FaturaImportada | Problema {
  const { colunas, vista } = cab;
  const problema = (motivo: string): Problema => ({ linha: linha.numero, motivo });
  const texto = (campo: Campo) => {
    const i = colunas[campo];
    return i === undefined ? '' : textoCelula(linha.celulas[i]);
  };

  let nifEmitente = '';
  let nomeEmitente = '';
  if (vista === 'adquirente') {
    const emitente = separarEmitente(texto('emitente'));
    if (emitente.nif === '')
      return problema(`Emitente sem NIF: "${texto('emitente')}" (esperava "NIF - Nome").`);
    nifEmitente = emitente.nif;
    nomeEmitente = emitente.nome;
  }
  const { numero, atcud } = separarNumeroAtcud(texto('numero'));
  if (numero === '') return problema('Número do documento em falta.');
  const tipo = texto('tipo');
  if (tipo === '') return problema('Tipo de documento em falta.');
  const dataEmissao = lerDataCelula(linha.celulas[colunas.data as number]);
  if (!dataEmissao) return problema(`Data de emissão inválida: "${texto('data')}".`);

  // Credit notes come with positive amounts; only the type says they subtract.
  const sinal = normalizarCabecalho(tipo).includes('nota de credito') ? -1 : 1;
  const montantes: Record<'total' | 'iva' | 'base', number> = { total: 0, iva: 0, base: 0 };
  const nomes = { total: 'Total', iva: 'IVA', base: 'Base tributável' } as const;
  for (const campo of ['total', 'iva', 'base'] as const) {
    const v = lerMontanteCelula(linha.celulas[colunas[campo] as number]);
    if (v === undefined) return problema(`${nomes[campo]} inválido: "${texto(campo)}".`);
    montantes[campo] = sinal < 0 ? -Math.abs(v) || 0 : v;
  }
  const situacao = texto('situacao');

  const fatura: FaturaImportada = {
    vista,
    nifEmitente,
    nomeEmitente,
    numeroDocumento: numero,
    tipo,
    dataEmissao,
    totalCents: montantes.total,
    ivaCents: montantes.iva,
    baseCents: montantes.base,
    situacao,
    anulado: normalizarCabecalho(situacao).includes('anulado'),
    linha: linha.numero,
  };
  if (vista === 'emitente') fatura.nifAdquirente = texto('nifAdquirente');
  // The portal's exports name only the other party; a file that also names the company's own is checked.
  const proprio = texto(vista === 'adquirente' ? 'nifAdquirente' : 'nifEmitente');
  if (proprio) fatura.nifProprio = proprio;
  if (atcud) fatura.atcud = atcud;
  const setor = texto('setor');
  if (setor) fatura.setor = setor;
  return fatura;
}

/**
 * Reads an e-fatura export (acquirer or issuer view, variant A or B) already split into
 * cells. In the issuer view the issuer is the company itself, absent from the file:
 * nifEmitente and nomeEmitente stay empty for the caller to fill with the company's.
 */
export function parseEfaturaTabela(tabelas: readonly Tabela[]): ResultadoEfatura {
  const cab = encontrarCabecalhoEfatura(tabelas);
  if (!cab) {
    return {
      rows: [],
      issues: [
        {
          linha: 0,
          motivo:
            'Cabeçalho do e-fatura não encontrado: esperava a exportação do Portal das Finanças ' +
            '("Setor;Emitente;Nº Fatura / ATCUD;…" das faturas de aquisição ou ' +
            '"Nº Documento / ATCUD;NIF Adquirente;…" das faturas emitidas).',
        },
      ],
    };
  }
  const rows: FaturaImportada[] = [];
  const issues: Problema[] = [];
  for (const linha of cab.tabela.linhas.slice(cab.indice + 1)) {
    if (linhaVazia(linha.celulas)) continue;
    const lido = lerFatura(linha, cab);
    if ('motivo' in lido) issues.push(lido);
    else rows.push(lido);
  }
  return { vista: cab.vista, rows, issues };
}

/** An e-fatura CSV as downloaded (UTF-8, quoted) or re-saved by Excel (Windows-1252, unquoted). */
export function parseEfaturaCsv(bytes: Uint8Array): ResultadoEfatura {
  const { texto, codificacao } = decodeBytes(bytes);
  return { ...parseEfaturaTabela([lerCsv(texto)]), codificacao };
}
