import { daysBetween, type IsoDate } from '../dates/dates';
import type { Cents } from '../money/money';
import { NIF_CONSUMIDOR_FINAL } from '../nif/nif';
import {
  candidatosDeReferencia,
  formasCurtasDoNumero,
  nifsNoTexto,
  normalizarNumero,
  palavrasDeNome,
  palavrasDoNomeNaDescricao,
} from './normalizacao';
import type {
  ConfiancaCorrespondencia,
  EntradaCorrespondencia,
  ErroCorrespondencia,
  FaturaParaCorrespondencia,
  LadoFatura,
  MovimentoParaCorrespondencia,
  OpcoesCorrespondencia,
  RegraCorrespondencia,
} from './types';
import { OPCOES_CORRESPONDENCIA_PADRAO } from './types';

/** What a bank line says about a counterparty: its name, or (stronger) its NIF. */
export const EVIDENCIA_NOME = 1;
export const EVIDENCIA_NIF = 2;

const LIVRE = 0;
const CASADO = 1;
/** Left for review: part of a tie. Later passes must not "solve" what a person has to decide. */
const RESERVADO = 2;
/**
 * Out of the engine's reach: part of a pair fixed by hand, an annulled document (it counts
 * nowhere) or a zero total (nothing to pay). Never paired, never reported.
 */
const FORA = 3;

export interface Fatura {
  readonly i: number;
  readonly src: FaturaParaCorrespondencia;
  readonly dia: number;
  /** The other party's NIF (supplier on a purchase, customer on a sale); none for final consumers. */
  readonly nif: string | undefined;
  readonly notaCredito: boolean;
}

export interface Movimento {
  readonly i: number;
  readonly src: MovimentoParaCorrespondencia;
  /** Posting day; the window accepts either the posting or the value date ([diaMin, diaMax]). */
  readonly dia: number;
  readonly diaMin: number;
  readonly diaMax: number;
  /** Counterparty NIF → EVIDENCIA_NOME | EVIDENCIA_NIF, found in the description. */
  readonly evidencias: ReadonlyMap<string, number>;
  /** Documents whose number or ATCUD the line quotes (annulled ones in `referenciasAnuladas`). */
  readonly referencias: readonly Fatura[];
  readonly referenciasAnuladas: readonly Fatura[];
}

/** Documents of one side (purchases or sales) with one counterparty, by issue date. */
interface Contraparte {
  readonly lado: LadoFatura;
  readonly nif: string;
  readonly faturas: readonly Fatura[];
}

export interface CorrespondenciaInterna {
  readonly faturas: readonly Fatura[];
  readonly movimentos: readonly Movimento[];
  readonly regra: RegraCorrespondencia;
  readonly confianca: ConfiancaCorrespondencia;
  readonly explicacao: string;
}

type Opcoes = Omit<OpcoesCorrespondencia, 'dataReferencia'> & { diaReferencia: number | undefined };

export interface Contexto {
  readonly opcoes: Opcoes;
  readonly faturas: readonly Fatura[];
  readonly movimentos: readonly Movimento[];
  readonly estadoFatura: Uint8Array;
  readonly estadoMovimento: Uint8Array;
  readonly bloqueados: ReadonlySet<number>;
  /** Open documents (not annulled, not fixed) by signed total, each list by issue date… */
  readonly porValor: ReadonlyMap<Cents, readonly Fatura[]>;
  /** …and the credit notes apart, which only the refund pass pairs one-to-one. */
  readonly notasPorValor: ReadonlyMap<Cents, readonly Fatura[]>;
  /** Key `${lado}:${nif}`. */
  readonly contrapartes: ReadonlyMap<string, Contraparte>;
  /** Display name of each counterparty NIF. */
  readonly nomes: ReadonlyMap<string, string>;
  /** Lines with evidence of each counterparty NIF, by posting date. */
  readonly movimentosPorNif: ReadonlyMap<string, readonly Movimento[]>;
  readonly correspondencias: CorrespondenciaInterna[];
  readonly erros: ErroCorrespondencia[];
  /** Items already explained by an error line, so that the final sweep does not repeat them. */
  readonly reportadasF: Set<number>;
  readonly reportadosM: Set<number>;
  /** A line quoting one document whose amount does not fit: a difference to report if both stay open. */
  readonly diferencasPorReferencia: Array<{ f: Fatura; m: Movimento }>;
  /** Card settlements left unpaired, with their takings days' open counter sales (`passoCartoes`). */
  readonly liquidacoesCartao: Array<{ m: Movimento; vendas: Cents }>;
}

const EPOCA = '1970-01-01';

/** Day numbers, memoised: a year of statements has a few hundred distinct dates. */
function leitorDeDias(): (iso: IsoDate) => number {
  const dias = new Map<IsoDate, number>();
  return (iso) => {
    let dia = dias.get(iso);
    if (dia === undefined) {
      dia = daysBetween(EPOCA, iso);
      dias.set(iso, dia);
    }
    return dia;
  };
}

function compararPor<T>(chave: (x: T) => string, id: (x: T) => string) {
  return (a: T, b: T) => {
    const ca = chave(a);
    const cb = chave(b);
    if (ca !== cb) return ca < cb ? -1 : 1;
    const ia = id(a);
    const ib = id(b);
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  };
}

/** Position of each id in the sorted list; two items with one id are a caller's bug. */
function indicePorId<T>(itens: readonly T[], id: (x: T) => string, o: string): Map<string, number> {
  const indice = new Map<string, number>();
  for (let i = 0; i < itens.length; i++) {
    const chave = id(itens[i] as T);
    if (indice.has(chave)) throw new Error(`Id repetido em ${o}: ${chave}`);
    indice.set(chave, i);
  }
  return indice;
}

function contraparteDe(f: FaturaParaCorrespondencia): string | undefined {
  const nif = (f.lado === 'compra' ? f.nifEmitente : f.nifAdquirente)?.trim();
  return nif && nif !== NIF_CONSUMIDOR_FINAL ? nif : undefined;
}

function nomeDaContraparte(f: FaturaParaCorrespondencia): string | undefined {
  const nome = f.lado === 'compra' ? f.nomeEmitente : f.nomeAdquirente;
  return nome?.trim() || undefined;
}

export function adicionar<K, V>(mapa: Map<K, V[]>, chave: K, valor: V): void {
  const lista = mapa.get(chave);
  if (lista) lista.push(valor);
  else mapa.set(chave, [valor]);
}

/**
 * Names are looked up by their first word and the first three letters of the second, which is
 * all `palavrasDoNomeNaDescricao` needs to see for a match: common first words ('DISTRIBUIDORA',
 * 'SERVICOS') then do not make every line try hundreds of names.
 */
function inicioDoNome(primeira: string, segunda: string | undefined): string {
  return segunda === undefined ? primeira : `${primeira} ${segunda.slice(0, 3)}`;
}

interface IndiceDeDocumentos {
  readonly porValor: Map<Cents, Fatura[]>;
  readonly notasPorValor: Map<Cents, Fatura[]>;
  readonly contrapartes: Map<string, { lado: LadoFatura; nif: string; faturas: Fatura[] }>;
  readonly nomes: Map<string, string>;
  readonly nifsConhecidos: Set<string>;
  /** Significant words of each counterparty name, by `inicioDoNome`. */
  readonly porInicio: Map<string, Array<{ nif: string; palavras: string[] }>>;
  /** Full document numbers and ATCUDs; `curtas` holds the shorter forms banks also write. */
  readonly completas: Map<string, Fatura[]>;
  readonly curtas: Map<string, Fatura[]>;
}

function indexarDocumentos(faturas: readonly Fatura[], estadoFatura: Uint8Array): IndiceDeDocumentos {
  const indice: IndiceDeDocumentos = {
    porValor: new Map(),
    notasPorValor: new Map(),
    contrapartes: new Map(),
    nomes: new Map(),
    nifsConhecidos: new Set(),
    porInicio: new Map(),
    completas: new Map(),
    curtas: new Map(),
  };
  const nomesIndexados = new Set<string>();
  for (const f of faturas) {
    const numero = normalizarNumero(f.src.numeroDocumento);
    adicionar(indice.completas, numero, f);
    const atcud = f.src.atcud ? normalizarNumero(f.src.atcud) : '';
    if (atcud.length > 2) adicionar(indice.completas, atcud, f);
    for (const forma of formasCurtasDoNumero(numero)) adicionar(indice.curtas, forma, f);

    // Every document teaches who its counterparty is, even annulled or fixed ones: a line that
    // names that counterparty must not be paired with someone else's document on amount alone.
    const nome = f.nif ? nomeDaContraparte(f.src) : undefined;
    if (f.nif) indice.nifsConhecidos.add(f.nif);
    const chaveNome = `${f.nif}|${nome}`;
    if (f.nif && nome && !nomesIndexados.has(chaveNome)) {
      nomesIndexados.add(chaveNome);
      if (!indice.nomes.has(f.nif)) indice.nomes.set(f.nif, nome);
      const palavras = palavrasDeNome(nome);
      const inicio = palavras[0];
      if (inicio) adicionar(indice.porInicio, inicioDoNome(inicio, palavras[1]), { nif: f.nif, palavras });
    }

    if (estadoFatura[f.i] === FORA) continue;
    adicionar(f.notaCredito ? indice.notasPorValor : indice.porValor, f.src.totalCents, f);
    if (!f.nif) continue;
    const chave = `${f.src.lado}:${f.nif}`;
    const cp = indice.contrapartes.get(chave) ?? { lado: f.src.lado, nif: f.nif, faturas: [] };
    cp.faturas.push(f);
    indice.contrapartes.set(chave, cp);
  }
  return indice;
}

/** Shared by every line that names nobody and quotes nothing: one line in a company's year is 100 000. */
const SEM_EVIDENCIAS: ReadonlyMap<string, number> = new Map();
const NENHUMA: readonly Fatura[] = Object.freeze([]);

/** Counterparties a bank text names (EVIDENCIA_NOME) or whose NIF it holds (EVIDENCIA_NIF). */
function lerEvidencias(texto: string, indice: IndiceDeDocumentos): ReadonlyMap<string, number> {
  const evidencias = new Map<string, number>();
  const palavras = palavrasDeNome(texto);
  let melhor = 0;
  for (let p = 0; p < palavras.length; p++) {
    const palavra = palavras[p] as string;
    const seguinte = palavras[p + 1];
    for (const chave of seguinte === undefined ? [palavra] : [palavra, inicioDoNome(palavra, seguinte)]) {
      for (const nome of indice.porInicio.get(chave) ?? []) {
        const n = palavrasDoNomeNaDescricao(nome.palavras, palavras, p);
        if (n === 0 || n < melhor) continue;
        // Two names starting alike ('SERVICOS MUNICIPALIZADOS …'): the longer match wins.
        if (n > melhor) evidencias.clear();
        melhor = n;
        evidencias.set(nome.nif, EVIDENCIA_NOME);
      }
    }
  }
  for (const nif of nifsNoTexto(texto)) {
    if (indice.nifsConhecidos.has(nif)) evidencias.set(nif, EVIDENCIA_NIF);
  }
  return evidencias.size === 0 ? SEM_EVIDENCIAS : evidencias;
}

/**
 * Documents a bank line quotes. A number shared by several documents (the same number at two
 * suppliers, or a short form common to two numbers) only counts when the line's counterparty
 * evidence leaves exactly one of them.
 */
function lerReferencias(
  textos: readonly string[],
  evidencias: ReadonlyMap<string, number>,
  indice: IndiceDeDocumentos,
): Fatura[] {
  const encontradas = new Set<Fatura>();
  const escolher = (lista: readonly Fatura[] | undefined) => {
    if (!lista) return;
    const unicas = lista.length === 1 ? lista : lista.filter((f) => f.nif && evidencias.has(f.nif));
    if (unicas.length === 1) encontradas.add(unicas[0] as Fatura);
  };
  for (const texto of textos) {
    for (const c of [normalizarNumero(texto), ...candidatosDeReferencia(texto)]) {
      if (indice.completas.has(c)) escolher(indice.completas.get(c));
      else escolher(indice.curtas.get(c));
    }
  }
  return [...encontradas].sort((a, b) => a.i - b.i);
}

/** Sorts the input (date, then id), indexes it and reads every line's evidence once. */
export function criarContexto(entrada: EntradaCorrespondencia): Contexto {
  const opcoes = { ...OPCOES_CORRESPONDENCIA_PADRAO, ...entrada.opcoes };
  const diaDe = leitorDeDias();
  const faturas: Fatura[] = [...entrada.faturas]
    .sort(
      compararPor(
        (f) => f.dataEmissao,
        (f) => f.id,
      ),
    )
    .map((src, i) => ({
      i,
      src,
      dia: diaDe(src.dataEmissao),
      nif: contraparteDe(src),
      notaCredito: src.tipo === 'Nota de crédito',
    }));
  const srcMovimentos = [...entrada.movimentos].sort(
    compararPor(
      (m) => m.dataMovimento,
      (m) => m.id,
    ),
  );

  const faturaIdx = indicePorId(faturas, (f) => f.src.id, 'faturas');
  const movimentoIdx = indicePorId(srcMovimentos, (m) => m.id, 'movimentos');
  const estadoFatura = new Uint8Array(faturas.length);
  const estadoMovimento = new Uint8Array(srcMovimentos.length);
  for (const f of faturas) {
    if (f.src.anulado || f.src.totalCents === 0) estadoFatura[f.i] = FORA;
  }
  for (const par of entrada.paresFixos ?? []) {
    for (const id of par.faturaIds) {
      const i = faturaIdx.get(id);
      if (i !== undefined) estadoFatura[i] = FORA;
    }
    for (const id of par.movimentoIds) {
      const i = movimentoIdx.get(id);
      if (i !== undefined) estadoMovimento[i] = FORA;
    }
  }
  const bloqueados = new Set<number>();
  for (const b of entrada.bloqueados ?? []) {
    const f = faturaIdx.get(b.faturaId);
    const m = movimentoIdx.get(b.movimentoId);
    if (f !== undefined && m !== undefined) bloqueados.add(f * srcMovimentos.length + m);
  }

  const indice = indexarDocumentos(faturas, estadoFatura);
  const movimentos: Movimento[] = srcMovimentos.map((src, i) => {
    const dia = diaDe(src.dataMovimento);
    const diaValor = src.dataValor ? diaDe(src.dataValor) : dia;
    const textos = [src.descricao, ...src.referencias];
    const evidencias = lerEvidencias(textos.join(' '), indice);
    const referencias = lerReferencias(textos, evidencias, indice);
    return {
      i,
      src,
      dia,
      diaMin: Math.min(dia, diaValor),
      diaMax: Math.max(dia, diaValor),
      evidencias,
      referencias: referencias.length === 0 ? NENHUMA : referencias.filter((f) => !f.src.anulado),
      referenciasAnuladas: referencias.some((f) => f.src.anulado)
        ? referencias.filter((f) => f.src.anulado)
        : NENHUMA,
    };
  });
  const movimentosPorNif = new Map<string, Movimento[]>();
  for (const m of movimentos) {
    for (const nif of m.evidencias.keys()) adicionar(movimentosPorNif, nif, m);
  }

  const ultimo = movimentos.at(-1);
  return {
    opcoes: {
      ...opcoes,
      diaReferencia: opcoes.dataReferencia ? diaDe(opcoes.dataReferencia) : ultimo?.dia,
    },
    faturas,
    movimentos,
    estadoFatura,
    estadoMovimento,
    bloqueados,
    porValor: indice.porValor,
    notasPorValor: indice.notasPorValor,
    contrapartes: indice.contrapartes,
    nomes: indice.nomes,
    movimentosPorNif,
    correspondencias: [],
    erros: [],
    reportadasF: new Set(),
    reportadosM: new Set(),
    diferencasPorReferencia: [],
    liquidacoesCartao: [],
  };
}

export function livreF(ctx: Contexto, f: Fatura): boolean {
  return ctx.estadoFatura[f.i] === LIVRE;
}

export function livreM(ctx: Contexto, m: Movimento): boolean {
  return ctx.estadoMovimento[m.i] === LIVRE;
}

export function bloqueado(ctx: Contexto, f: Fatura, m: Movimento): boolean {
  return ctx.bloqueados.has(f.i * ctx.movimentos.length + m.i);
}

/** The line is inside the document's payment window (either of its two dates). */
export function naJanela(f: Fatura, m: Movimento, antes: number, depois: number): boolean {
  return m.diaMax >= f.dia - antes && m.diaMin <= f.dia + depois;
}

export function depoisDaEmissao(f: Fatura, m: Movimento): boolean {
  return m.diaMax >= f.dia;
}

export function evidencia(f: Fatura, m: Movimento): number {
  return f.nif ? (m.evidencias.get(f.nif) ?? 0) : 0;
}

function primeiroIndice<T>(lista: readonly T[], dia: (x: T) => number, minimo: number): number {
  let lo = 0;
  let hi = lista.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dia(lista[mid] as T) < minimo) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** [início, fim) of the items of a day-sorted list that fall in [de, ate]: no copy. */
export function intervaloDeDias<T>(
  lista: readonly T[],
  dia: (x: T) => number,
  de: number,
  ate: number,
): [number, number] {
  return [primeiroIndice(lista, dia, de), primeiroIndice(lista, dia, ate + 1)];
}

/** The part of a list sorted by day that falls in [de, ate]. */
export function entreDias<T>(lista: readonly T[], dia: (x: T) => number, de: number, ate: number): T[] {
  return lista.slice(...intervaloDeDias(lista, dia, de, ate));
}

/** Documents of a day-sorted list whose payment window holds the line. */
export function faturasNaJanela(
  lista: readonly Fatura[],
  m: Movimento,
  antes: number,
  depois: number,
): Fatura[] {
  return entreDias(lista, (f) => f.dia, m.diaMin - depois, m.diaMax + antes);
}

/** Keeps the `n` items closest in days to `dia`, back in their original (chronological) order. */
export function maisProximos<T extends { i: number }>(
  lista: readonly T[],
  diaDoItem: (x: T) => number,
  dia: number,
  n: number,
): T[] {
  if (lista.length <= n) return [...lista];
  return [...lista]
    .sort((a, b) => Math.abs(diaDoItem(a) - dia) - Math.abs(diaDoItem(b) - dia) || a.i - b.i)
    .slice(0, n)
    .sort((a, b) => a.i - b.i);
}

export function somaTotais(faturas: readonly Fatura[]): Cents {
  let s = 0;
  for (const f of faturas) s += f.src.totalCents;
  return s;
}

export function somaValores(movimentos: readonly Movimento[]): Cents {
  let s = 0;
  for (const m of movimentos) s += m.src.valorCents;
  return s;
}

export function registar(
  ctx: Contexto,
  faturas: readonly Fatura[],
  movimentos: readonly Movimento[],
  regra: RegraCorrespondencia,
  confianca: ConfiancaCorrespondencia,
  explicacao: string,
): void {
  for (const f of faturas) ctx.estadoFatura[f.i] = CASADO;
  for (const m of movimentos) ctx.estadoMovimento[m.i] = CASADO;
  ctx.correspondencias.push({
    faturas: [...faturas].sort((a, b) => a.i - b.i),
    movimentos: [...movimentos].sort((a, b) => a.i - b.i),
    regra,
    confianca,
    explicacao,
  });
}

export function reservarF(ctx: Contexto, f: Fatura): void {
  ctx.estadoFatura[f.i] = RESERVADO;
}

export function reservarM(ctx: Contexto, m: Movimento): void {
  ctx.estadoMovimento[m.i] = RESERVADO;
}

export function nomeDe(ctx: Contexto, f: Fatura): string {
  if (!f.nif) return 'consumidor final';
  return ctx.nomes.get(f.nif) ?? `NIF ${f.nif}`;
}

export function erroDeFatura(f: Fatura, motivo: string, m?: Movimento): ErroCorrespondencia {
  return {
    tipo: 'Fatura',
    faturaId: f.src.id,
    numeroFatura: f.src.numeroDocumento,
    ...(m ? { movimentoId: m.src.id, numeroExtrato: m.src.referenciaBancaria ?? m.src.id } : {}),
    data: f.src.dataEmissao,
    valorCents: f.src.totalCents,
    motivo,
  };
}

export function erroDeMovimento(m: Movimento, motivo: string): ErroCorrespondencia {
  return {
    tipo: 'Extrato',
    movimentoId: m.src.id,
    numeroExtrato: m.src.referenciaBancaria ?? m.src.id,
    data: m.src.dataMovimento,
    valorCents: m.src.valorCents,
    motivo,
  };
}
