import { formatPtDate } from '../dates/dates';
import { type Cents, formatEuros } from '../money/money';
import {
  type Contexto,
  EVIDENCIA_NIF,
  EVIDENCIA_NOME,
  type Fatura,
  type Movimento,
  nomeDe,
} from './contexto';

/** Portuguese phrases for explanations and error lines, so every pass words things the same way. */

export function euros(cents: Cents): string {
  return formatEuros(Math.abs(cents));
}

export function dias(f: Fatura, m: Movimento): string {
  const d = m.dia - f.dia;
  if (d === 0) return 'no dia da emissão';
  const n = Math.abs(d);
  return `${n} ${n === 1 ? 'dia' : 'dias'} ${d > 0 ? 'após a' : 'antes da'} emissão`;
}

export function textoEvidencia(ctx: Contexto, f: Fatura, m: Movimento): string {
  switch (m.evidencias.get(f.nif ?? '')) {
    case EVIDENCIA_NIF:
      return `NIF ${f.nif} (${nomeDe(ctx, f)}) na descrição`;
    case EVIDENCIA_NOME:
      return `nome «${nomeDe(ctx, f)}» na descrição`;
    default:
      return 'a descrição não identifica a contraparte';
  }
}

/** 'FT A (1.011,03 €) menos NC B (287,47 €)': documents as they add up to the line. */
export function listaDocumentos(faturas: readonly Fatura[], valorMovimento: Cents): string {
  return faturas
    .map((f, k) => {
      const texto = `${f.src.numeroDocumento} (${euros(f.src.totalCents)})`;
      if (k === 0) return texto;
      return `${Math.sign(f.src.totalCents) === Math.sign(valorMovimento) ? ' + ' : ' menos '}${texto}`;
    })
    .join('');
}

export function listaValores(movimentos: readonly Movimento[]): string {
  return movimentos
    .map((m) => `${euros(m.src.valorCents)} em ${formatPtDate(m.src.dataMovimento)}`)
    .join(' + ');
}

const MAX_ITENS = 5;

/** The first few items, described, then how many more: a tie may involve dozens of candidates. */
export function enumerar<T>(itens: readonly T[], descrever: (x: T) => string): string {
  const mostrados = itens.slice(0, MAX_ITENS).map(descrever).join(', ');
  return itens.length > MAX_ITENS ? `${mostrados} e mais ${itens.length - MAX_ITENS}` : mostrados;
}

export function descreverFatura(ctx: Contexto, f: Fatura): string {
  return `${f.src.numeroDocumento} de ${nomeDe(ctx, f)}`;
}

export function descreverMovimento(m: Movimento): string {
  return `${formatPtDate(m.src.dataMovimento)} «${m.src.descricao.trim()}» ${formatEuros(m.src.valorCents)}`;
}

export function ordinal(k: number, feminino: boolean): string {
  return `${k}.${feminino ? 'ª' : 'º'}`;
}
