import type { ExtratoDaLinha, FaturaDaLinha } from '@contas/core/contrato';
import type { Mudancas } from './alteracoes';
import { type Campo, DEFINICAO_CAMPOS, isCampo } from './campos';

/**
 * The `mudancas` of PUT /put/planilha/{rowId}: the changed fields under the names and nesting of
 * the row JSON (`fatura.nif`, `extrato.descricao`, `loja`, `categoria_A` …), nothing else.
 */
export interface MudancasApi {
  fatura?: Partial<FaturaDaLinha>;
  extrato?: Partial<ExtratoDaLinha>;
  dataPagamento?: string | null;
  loja?: string;
  categoria_A?: string;
  subcategoria_A?: string;
  categoria_B?: string;
  subcategoria_B?: string;
  rubrica_B?: string;
  tipologia?: string;
  gasto?: string;
}

type Destino =
  | { parte: 'fatura'; chave: keyof FaturaDaLinha }
  | { parte: 'extrato'; chave: keyof ExtratoDaLinha }
  | { parte: 'raiz'; chave: Exclude<keyof MudancasApi, 'fatura' | 'extrato'> };

/** Where each column lives in the row JSON. */
const DESTINO: Readonly<Record<Campo, Destino>> = {
  nif: { parte: 'fatura', chave: 'nif' },
  emitente: { parte: 'fatura', chave: 'emitente' },
  numeroFatura: { parte: 'fatura', chave: 'numeroFatura' },
  dataEmissao: { parte: 'fatura', chave: 'dataEmissao' },
  baseTributavel: { parte: 'fatura', chave: 'baseTributavel' },
  iva: { parte: 'fatura', chave: 'iva' },
  total: { parte: 'fatura', chave: 'total' },
  descritivo: { parte: 'extrato', chave: 'descricao' },
  valorExtrato: { parte: 'extrato', chave: 'valor' },
  cashFlow: { parte: 'extrato', chave: 'tipoMovimento' },
  dataPagamento: { parte: 'raiz', chave: 'dataPagamento' },
  unidadeNegocio: { parte: 'raiz', chave: 'loja' },
  categoria_A: { parte: 'raiz', chave: 'categoria_A' },
  subcategoria_A: { parte: 'raiz', chave: 'subcategoria_A' },
  categoria_B: { parte: 'raiz', chave: 'categoria_B' },
  subcategoria_B: { parte: 'raiz', chave: 'subcategoria_B' },
  rubrica_B: { parte: 'raiz', chave: 'rubrica_B' },
  tipologia: { parte: 'raiz', chave: 'tipologia' },
  gasto: { parte: 'raiz', chave: 'gasto' },
};

export function mudancasParaApi(mudancas: Mudancas): MudancasApi {
  const api: Record<string, unknown> = {};
  for (const [campo, valor] of Object.entries(mudancas)) {
    if (!isCampo(campo)) continue;
    const destino = DESTINO[campo];
    if (destino.parte === 'raiz') {
      api[destino.chave] = valor;
    } else {
      const parte = (api[destino.parte] ?? {}) as Record<string, unknown>;
      parte[destino.chave] = valor;
      api[destino.parte] = parte;
    }
  }
  return api as MudancasApi;
}

/**
 * The column a server's field name stands for (a 400 names the field it refused): the row JSON's
 * name, with or without its part ('fatura.total', 'total', 'loja', 'extrato.tipoMovimento').
 */
export function campoDaApi(nome: string | undefined): Campo | undefined {
  if (!nome) return undefined;
  if (isCampo(nome)) return nome;
  const [parte, chave] = nome.includes('.') ? nome.split('.', 2) : [undefined, nome];
  for (const [campo, destino] of Object.entries(DESTINO) as [Campo, Destino][]) {
    if (destino.chave !== chave) continue;
    if (parte === undefined || parte === destino.parte) return campo;
  }
  return undefined;
}

/** The column's title for a field the server named, for messages; the raw name when unknown. */
export function tituloDoCampoApi(nome: string | undefined): string | undefined {
  const campo = campoDaApi(nome);
  return campo ? DEFINICAO_CAMPOS[campo].titulo : nome;
}
