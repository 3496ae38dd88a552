import type { IsoDate } from '../dates/dates';
import { semAcentos } from '../importers/decode';
import {
  type Celula,
  type LinhaTabela,
  lerDataCelula,
  lerMontanteCelula,
  textoCelula,
} from '../importers/tabela/tabela';
import { type Cents, formatEuros } from '../money/money';
import { isValidNif } from '../nif/nif';
import { SEM_CATEGORIA_A, SEM_SUBCATEGORIA_A } from '../taxonomy/categoria-a';
import {
  autoSelectRubricaB,
  autoSelectSubcategoriaB,
  SEM_CATEGORIA_B,
  SEM_RUBRICA_B,
  SEM_SUBCATEGORIA_B,
} from '../taxonomy/categoria-b';
import { type Classificacao, validateClassificacao } from '../taxonomy/classificacao';
import type { Cabecalho } from './cabecalho';
import type { ColunaModelo } from './colunas';
import { LISTAS } from './listas';

/** Far above any store's figure, and small enough that base × rate stays an exact integer. */
export const MAXIMO_CENTS = 100_000_000_000;
const MAXIMO_QUANTIDADE = 1_000_000_000;
export const ANO_MINIMO = 1900;
export const ANO_MAXIMO = 2200;

function dobrar(texto: string): string {
  return semAcentos(texto).toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The option a typed text stands for: itself, or the one option it equals but for case, accents and
 * spacing ('compras' → 'Compras'); otherwise the text as typed, for the validation to name.
 */
export function resolverOpcao(texto: string, opcoes: readonly (string | number)[]): string {
  if (opcoes.includes(texto)) return texto;
  const alvo = dobrar(texto);
  const iguais = new Set(opcoes.filter((o): o is string => typeof o === 'string' && dobrar(o) === alvo));
  return iguais.size === 1 ? ([...iguais][0] as string) : texto;
}

function inteiroDeTexto(texto: string): number | undefined {
  const t = texto.replace(/[\s\u00a0]/g, '');
  if (/^\d{1,3}(\.\d{3})+$/.test(t)) return Number(t.replace(/\./g, ''));
  const m = /^(\d+)(,0+)?$/.exec(t);
  return m ? Number(m[1]) : undefined;
}

/**
 * Reads one data row of a template, cell by cell. Each reader answers null for an empty cell and
 * records a problem naming the column for a bad one, so that every problem of a line is reported.
 */
export class LeitorLinha<K extends string> {
  readonly problemas: string[] = [];

  constructor(
    private readonly linha: LinhaTabela,
    private readonly cabecalho: Cabecalho<K>,
    private readonly colunas: readonly ColunaModelo<K>[],
  ) {}

  get numero(): number {
    return this.linha.numero;
  }

  erro(chave: K, motivo: string): void {
    const titulo = this.colunas.find((c) => c.chave === chave)?.titulo ?? chave;
    this.problemas.push(`Coluna "${titulo}": ${motivo}`);
  }

  celula(chave: K): Celula {
    return this.linha.celulas[this.cabecalho.posicoes[chave]];
  }

  private escrito(chave: K): string {
    return textoCelula(this.celula(chave));
  }

  /** The cell as a person reads it, for messages: numbers with a decimal comma. */
  private mostrado(chave: K): string {
    const celula = this.celula(chave);
    return typeof celula === 'number' ? String(celula).replace('.', ',') : textoCelula(celula);
  }

  vazia(chave: K): boolean {
    return this.escrito(chave) === '';
  }

  texto(chave: K, maximo: number): string | null {
    const texto = this.escrito(chave);
    if (texto === '') return null;
    if (texto.length > maximo) {
      this.erro(chave, `texto demasiado longo (${texto.length} caracteres, máximo ${maximo}).`);
      return null;
    }
    return texto;
  }

  /** A Portuguese NIF (9 digits, check digit) or a foreign VAT number led by its country code. */
  nif(chave: K): string | null {
    const escrito = this.escrito(chave);
    const nif = escrito.replace(/[\s.-]/g, '').toUpperCase();
    if (nif === '') return null;
    if (/^\d+$/.test(nif) ? isValidNif(nif) : /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(nif)) return nif;
    this.erro(
      chave,
      `NIF inválido "${escrito}" (9 algarismos com o dígito de controlo certo, ou o código do país e o número).`,
    );
    return null;
  }

  data(chave: K): IsoDate | null {
    const celula = this.celula(chave);
    if (this.escrito(chave) === '') return null;
    const data = lerDataCelula(celula);
    if (data) return data;
    this.erro(chave, `data inválida "${this.mostrado(chave)}" (use dd/mm/aaaa).`);
    return null;
  }

  montante(chave: K): Cents | null {
    const escrito = this.escrito(chave);
    if (escrito === '') return null;
    const cents = lerMontanteCelula(this.celula(chave));
    if (cents === undefined) {
      this.erro(chave, `valor inválido "${this.mostrado(chave)}" (use um número em euros, ex.: -1234,56).`);
      return null;
    }
    if (Math.abs(cents) > MAXIMO_CENTS) {
      this.erro(chave, `valor demasiado grande (${formatEuros(cents)}).`);
      return null;
    }
    return cents;
  }

  /** A VAT rate as a percentage (23 for 23 %): a number below 1 is the fraction Excel keeps (0,23). */
  taxa(chave: K): number | null {
    const celula = this.celula(chave);
    const escrito = this.escrito(chave);
    if (escrito === '') return null;
    let valor: number | undefined;
    if (typeof celula === 'number') valor = celula < 1 ? celula * 100 : celula;
    else if (typeof celula === 'string') {
      const t = celula.replace(/[\s\u00a0]/g, '');
      const m = /^(\d+(?:[.,]\d+)?)(%?)$/.exec(t);
      if (m) {
        const n = Number((m[1] as string).replace(',', '.'));
        valor = m[2] === '%' || n >= 1 ? n : n * 100;
      }
    }
    if (valor === undefined || !Number.isFinite(valor) || valor < 0 || valor > 100) {
      this.erro(chave, `taxa de IVA inválida "${this.mostrado(chave)}" (ex.: 23%).`);
      return null;
    }
    return Math.round(valor * 100) / 100;
  }

  /** A whole number of units, 0 or more. */
  quantidade(chave: K): number | null {
    const celula = this.celula(chave);
    const escrito = this.escrito(chave);
    if (escrito === '') return null;
    const n =
      typeof celula === 'number' ? celula : typeof celula === 'string' ? inteiroDeTexto(celula) : undefined;
    if (n === undefined || !Number.isInteger(n) || n < 0 || n > MAXIMO_QUANTIDADE) {
      this.erro(chave, `quantidade inválida "${this.mostrado(chave)}" (um número inteiro, 0 ou mais).`);
      return null;
    }
    return n;
  }

  ano(chave: K): number | null {
    const celula = this.celula(chave);
    const escrito = this.escrito(chave);
    if (escrito === '') return null;
    const n = typeof celula === 'number' ? celula : /^\d{4}$/.test(escrito) ? Number(escrito) : undefined;
    if (n === undefined || !Number.isInteger(n) || n < ANO_MINIMO || n > ANO_MAXIMO) {
      this.erro(chave, `ano inválido "${this.mostrado(chave)}".`);
      return null;
    }
    return n;
  }

  opcao(chave: K, opcoes: readonly (string | number)[]): string | null {
    const texto = this.escrito(chave);
    return texto === '' ? null : resolverOpcao(texto, opcoes);
  }
}

type ChaveClassificacao = keyof Classificacao;

/**
 * The classification of a line: empty cells take the defaults (a single possible subcategory or
 * rubric is taken by itself, as the spreadsheet's dropdowns do), and each group is checked against
 * the taxonomy so that a wrong Categoria A and a wrong Categoria B are both reported.
 */
export function lerClassificacao<K extends string>(
  leitor: LeitorLinha<K | ChaveClassificacao>,
): Classificacao {
  const categoria_A = leitor.opcao('categoria_A', LISTAS['categoria-a'].valores) ?? SEM_CATEGORIA_A;
  const subcategoria_A =
    leitor.opcao('subcategoria_A', LISTAS['subcategoria-a'].valores) ?? SEM_SUBCATEGORIA_A;
  const categoria_B = leitor.opcao('categoria_B', LISTAS['categoria-b'].valores) ?? SEM_CATEGORIA_B;
  const subcategoria_B =
    leitor.opcao('subcategoria_B', LISTAS['subcategoria-b'].valores) ??
    autoSelectSubcategoriaB(categoria_B) ??
    SEM_SUBCATEGORIA_B;
  const rubrica_B =
    leitor.opcao('rubrica_B', LISTAS['rubrica-b'].valores) ??
    autoSelectRubricaB(subcategoria_B) ??
    SEM_RUBRICA_B;
  const tipologia = leitor.opcao('tipologia', LISTAS.tipologia.valores) ?? 'N/A';
  const gasto = leitor.opcao('gasto', LISTAS.gasto.valores) ?? 'N/A';
  const classificacao: Classificacao = {
    categoria_A,
    subcategoria_A,
    categoria_B,
    subcategoria_B,
    rubrica_B,
    tipologia,
    gasto,
  };
  const grupos: Partial<Classificacao>[] = [
    { categoria_A, subcategoria_A },
    { categoria_B, subcategoria_B, rubrica_B },
    { tipologia },
    { gasto },
  ];
  for (const grupo of grupos) {
    const erro = validateClassificacao(grupo);
    if (erro) leitor.erro(erro.field, erro.message);
  }
  return classificacao;
}
