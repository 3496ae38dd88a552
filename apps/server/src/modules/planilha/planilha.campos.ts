import { type Cents, isTipoMovimento, parseDotAmount, parsePtAmount, parsePtDate } from '@contas/core';
import { isUuid } from '../../db/ids';
import { AppError } from '../../errors/app-error';

/**
 * Who may change a field: `manual` fields (the invoice and the statement) only on rows the caller created
 * by hand; `classificacao` fields on any row (SPEC §4 "Editable fields").
 */
type Grupo = 'manual' | 'classificacao';
type Tipo = 'texto' | 'data' | 'dinheiro' | 'taxonomia' | 'tipoMovimento' | 'loja';

type Definicao = {
  coluna: ColunaEditavel;
  tipo: Tipo;
  grupo: Grupo;
  /** Portuguese column label, for messages. */
  rotulo: string;
  max?: number;
};

export type ColunaEditavel =
  | 'nif'
  | 'emitente'
  | 'numero_fatura'
  | 'data_emissao'
  | 'base_cents'
  | 'iva_cents'
  | 'total_cents'
  | 'extrato_descricao'
  | 'extrato_data'
  | 'extrato_valor_cents'
  | 'tipo_movimento'
  | 'data_pagamento'
  | 'categoria_a'
  | 'subcategoria_a'
  | 'categoria_b'
  | 'subcategoria_b'
  | 'rubrica_b'
  | 'tipologia'
  | 'gasto'
  | 'loja_id';

/** Every field a PUT may name, by its API name (the history records the same names). */
export const CAMPOS = {
  'fatura.nif': { coluna: 'nif', tipo: 'texto', grupo: 'manual', rotulo: 'NIF', max: 20 },
  'fatura.emitente': { coluna: 'emitente', tipo: 'texto', grupo: 'manual', rotulo: 'Emitente', max: 200 },
  'fatura.numeroFatura': {
    coluna: 'numero_fatura',
    tipo: 'texto',
    grupo: 'manual',
    rotulo: 'Nº Fatura',
    max: 60,
  },
  'fatura.dataEmissao': { coluna: 'data_emissao', tipo: 'data', grupo: 'manual', rotulo: 'Data Emissão' },
  'fatura.baseTributavel': {
    coluna: 'base_cents',
    tipo: 'dinheiro',
    grupo: 'manual',
    rotulo: 'Base Tributável',
  },
  'fatura.iva': { coluna: 'iva_cents', tipo: 'dinheiro', grupo: 'manual', rotulo: 'IVA' },
  'fatura.total': { coluna: 'total_cents', tipo: 'dinheiro', grupo: 'manual', rotulo: 'Total' },
  'extrato.descricao': {
    coluna: 'extrato_descricao',
    tipo: 'texto',
    grupo: 'manual',
    rotulo: 'Descritivo',
    max: 500,
  },
  'extrato.dataMovimento': {
    coluna: 'extrato_data',
    tipo: 'data',
    grupo: 'manual',
    rotulo: 'Data Movimento',
  },
  'extrato.valor': {
    coluna: 'extrato_valor_cents',
    tipo: 'dinheiro',
    grupo: 'manual',
    rotulo: 'Valor Extrato',
  },
  tipoMovimento: {
    coluna: 'tipo_movimento',
    tipo: 'tipoMovimento',
    grupo: 'classificacao',
    rotulo: 'Cash Flow',
  },
  dataPagamento: { coluna: 'data_pagamento', tipo: 'data', grupo: 'classificacao', rotulo: 'Data Pagamento' },
  categoria_A: { coluna: 'categoria_a', tipo: 'taxonomia', grupo: 'classificacao', rotulo: 'Categoria A' },
  subcategoria_A: {
    coluna: 'subcategoria_a',
    tipo: 'taxonomia',
    grupo: 'classificacao',
    rotulo: 'Subcategoria A',
  },
  categoria_B: { coluna: 'categoria_b', tipo: 'taxonomia', grupo: 'classificacao', rotulo: 'Categoria B' },
  subcategoria_B: {
    coluna: 'subcategoria_b',
    tipo: 'taxonomia',
    grupo: 'classificacao',
    rotulo: 'Subcategoria B',
  },
  rubrica_B: { coluna: 'rubrica_b', tipo: 'taxonomia', grupo: 'classificacao', rotulo: 'Rúbrica B' },
  tipologia: { coluna: 'tipologia', tipo: 'taxonomia', grupo: 'classificacao', rotulo: 'Tipologia' },
  gasto: { coluna: 'gasto', tipo: 'taxonomia', grupo: 'classificacao', rotulo: 'Gasto' },
  loja: { coluna: 'loja_id', tipo: 'loja', grupo: 'classificacao', rotulo: 'Unidade de Negócio' },
} as const satisfies Record<string, Definicao>;

export type Campo = keyof typeof CAMPOS;
export type Valor = string | number | null;
export type Mudanca = { campo: Campo; valor: Valor };

export const CAMPOS_DINHEIRO: ReadonlySet<string> = new Set([
  ...Object.entries(CAMPOS)
    .filter(([, d]) => d.tipo === 'dinheiro')
    .map(([campo]) => campo),
  // The history of a link made with a difference between the bank and the document.
  'diferenca',
]);

/** Fields of the row that exist but never change through this call. */
const SO_LEITURA = new Set([
  '_id',
  'versao',
  'criadaManualmente',
  'criadoPor',
  'statusCorrespondencia',
  'lojaNome',
  'categorizacaoAutomatica',
]);

/** Other spellings of the same field. */
const SINONIMOS: Record<string, Campo> = { 'extrato.tipoMovimento': 'tipoMovimento' };

/** An error that names the field it is about (the answer carries `campo`). */
export function erroDeCampo(code: 'invalido' | 'sem-permissao', message: string, campo: string): AppError {
  return new AppError(code, message, {}, { campo });
}

export function campoDoErro(error: AppError): string | undefined {
  const campo = (error.details as { campo?: unknown } | undefined)?.campo;
  return typeof campo === 'string' && campo !== '' ? campo : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads `mudancas` in either shape the screen may send: nested (`{ fatura: { total: 12.3 } }`) or flat with
 * dotted names (`{ 'fatura.total': 12.3 }`), classification fields at the top. Each value is checked and
 * converted (euros → cents, dd/mm/aaaa → aaaa-mm-dd, '' → null); the first bad one answers 400 naming it.
 */
export function lerMudancas(mudancas: unknown): Mudanca[] {
  if (!isPlainObject(mudancas)) throw erroDeCampo('invalido', 'As alterações (mudancas) faltam.', 'mudancas');
  const planas: Array<[string, unknown]> = [];
  for (const [chave, valor] of Object.entries(mudancas)) {
    if ((chave === 'fatura' || chave === 'extrato') && isPlainObject(valor)) {
      for (const [sub, v] of Object.entries(valor)) planas.push([`${chave}.${sub}`, v]);
    } else {
      planas.push([chave, valor]);
    }
  }
  const porCampo = new Map<Campo, Valor>();
  for (const [nome, bruto] of planas) {
    const campo = SINONIMOS[nome] ?? nome;
    if (SO_LEITURA.has(campo))
      throw erroDeCampo('invalido', `O campo '${campo}' não pode ser alterado.`, campo);
    if (!Object.hasOwn(CAMPOS, campo))
      throw erroDeCampo('invalido', `Campo desconhecido: '${campo}'.`, campo);
    porCampo.set(campo as Campo, lerValor(campo as Campo, bruto));
  }
  return [...porCampo].map(([campo, valor]) => ({ campo, valor }));
}

function vazio(valor: unknown): boolean {
  return valor === null || valor === undefined || (typeof valor === 'string' && valor.trim() === '');
}

function lerValor(campo: Campo, bruto: unknown): Valor {
  const def: Definicao = CAMPOS[campo];
  const mau = (motivo: string) => erroDeCampo('invalido', `${def.rotulo}: ${motivo}`, campo);
  switch (def.tipo) {
    case 'texto': {
      if (vazio(bruto)) return null;
      if (typeof bruto !== 'string' && typeof bruto !== 'number') throw mau('deve ser texto.');
      const texto = String(bruto).trim();
      if (def.max !== undefined && texto.length > def.max)
        throw mau(`demasiado longo (máximo ${def.max} caracteres).`);
      return texto;
    }
    case 'data': {
      if (vazio(bruto)) return null;
      const data = typeof bruto === 'string' ? parsePtDate(bruto) : undefined;
      if (!data) throw mau('data inválida (use aaaa-mm-dd ou dd/mm/aaaa).');
      return data;
    }
    case 'dinheiro': {
      if (vazio(bruto)) return null;
      const cents = lerEuros(bruto);
      if (cents === undefined) throw mau('valor inválido (ex.: 1234,56).');
      return cents;
    }
    case 'tipoMovimento': {
      if (vazio(bruto)) return null;
      if (typeof bruto !== 'string' || !isTipoMovimento(bruto)) throw mau("use 'Entrada' ou 'Saída'.");
      return bruto;
    }
    case 'taxonomia': {
      if (typeof bruto !== 'string' || bruto.trim() === '') throw mau('escolha uma opção da lista.');
      return bruto.trim();
    }
    case 'loja': {
      if (typeof bruto !== 'string' || !isUuid(bruto))
        throw erroDeCampo('invalido', 'Loja desconhecida.', campo);
      return bruto;
    }
  }
}

const LIMITE_CENTS = 1e13;

/** Euros as a JSON number (at most 2 decimals) or as text in the Portuguese or the dotted form. */
export function lerEuros(bruto: unknown): Cents | undefined {
  let cents: Cents | undefined;
  if (typeof bruto === 'number') {
    if (!Number.isFinite(bruto)) return undefined;
    const exato = Math.round(bruto * 100);
    if (Math.abs(bruto * 100 - exato) > 1e-6) return undefined;
    cents = exato;
  } else if (typeof bruto === 'string') {
    cents = parsePtAmount(bruto) ?? parseDotAmount(bruto);
  }
  return cents !== undefined && Math.abs(cents) < LIMITE_CENTS ? cents : undefined;
}
