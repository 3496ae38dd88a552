import { addDays, type IsoDate } from '../dates/dates';
import type { Cents } from '../money/money';

/** What one imported statement of an account says about its balance. */
export interface ExtratoDaConta {
  dataInicio?: IsoDate | null;
  dataFim?: IsoDate | null;
  saldoInicialCents?: Cents | null;
  saldoFinalCents?: Cents | null;
}

/** One imported line of the account (entrada +, saída −). */
export interface MovimentoDaConta {
  data: IsoDate;
  cents: Cents;
}

/**
 * Where continuity breaks. 'lacuna': days no statement covers (de–ate), with what the balances say
 * moved in them that no imported line explains (0,00 € is still a gap: nothing vouches for those days).
 * 'diferenca': days statements cover, where their balances and the imported lines disagree.
 */
export interface FalhaContinuidade {
  tipo: 'lacuna' | 'diferenca';
  de: IsoDate;
  ate: IsoDate;
  diferencaCents: Cents;
}

export interface AnaliseConta {
  /** The balance at the start of the first statement. */
  abertura?: { cents: Cents; data: IsoDate };
  /** The latest balance known: the last statement's, carried by any line imported after it. */
  ultimoSaldo?: { cents: Cents; data: IsoDate };
  falhas: FalhaContinuidade[];
}

/** A balance at the end of a day (an opening balance is the end of the day before). */
interface Ancora {
  dia: IsoDate;
  cents: Cents;
}

/** The account's lines by date, summable over any range of days. */
class Linhas {
  private readonly datas: IsoDate[];
  private readonly acumulado: Cents[];

  constructor(movimentos: readonly MovimentoDaConta[]) {
    const ordenados = [...movimentos].sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
    this.datas = ordenados.map((m) => m.data);
    this.acumulado = [0];
    for (const m of ordenados) this.acumulado.push((this.acumulado.at(-1) as Cents) + m.cents);
  }

  /** How many lines are dated on or before `dia`. */
  private ate(dia: IsoDate): number {
    let [lo, hi] = [0, this.datas.length];
    while (lo < hi) {
      const meio = (lo + hi) >> 1;
      if ((this.datas[meio] as IsoDate) <= dia) lo = meio + 1;
      else hi = meio;
    }
    return lo;
  }

  /** Σ of the lines dated after `depoisDe` and on or before `ate`. */
  soma(depoisDe: IsoDate, ate: IsoDate): Cents {
    if (ate <= depoisDe) return 0;
    return (this.acumulado[this.ate(ate)] as Cents) - (this.acumulado[this.ate(depoisDe)] as Cents);
  }

  get ultimaData(): IsoDate | undefined {
    return this.datas.at(-1);
  }
}

function ancoras(extratos: readonly ExtratoDaConta[]): Ancora[] {
  const todas: Ancora[] = [];
  for (const e of extratos) {
    if (e.dataInicio && e.saldoInicialCents !== undefined && e.saldoInicialCents !== null)
      todas.push({ dia: addDays(e.dataInicio, -1), cents: e.saldoInicialCents });
    if (e.dataFim && e.saldoFinalCents !== undefined && e.saldoFinalCents !== null)
      todas.push({ dia: e.dataFim, cents: e.saldoFinalCents });
  }
  todas.sort((a, b) => (a.dia < b.dia ? -1 : a.dia > b.dia ? 1 : a.cents - b.cents));
  return todas.filter((a, i) => i === 0 || a.dia !== todas[i - 1]?.dia || a.cents !== todas[i - 1]?.cents);
}

/** The days after `depoisDe` up to `ate` that no statement covers, as ranges. */
function diasSemExtrato(
  depoisDe: IsoDate,
  ate: IsoDate,
  periodos: ReadonlyArray<{ de: IsoDate; ate: IsoDate }>,
): Array<{ de: IsoDate; ate: IsoDate }> {
  const lacunas: Array<{ de: IsoDate; ate: IsoDate }> = [];
  let dia = addDays(depoisDe, 1);
  while (dia <= ate) {
    const cobre = periodos.find((p) => p.de <= dia && dia <= p.ate);
    if (cobre) {
      dia = addDays(cobre.ate, 1);
      continue;
    }
    const seguinte = periodos
      .filter((p) => p.de > dia)
      .reduce<IsoDate | undefined>((m, p) => (m === undefined || p.de < m ? p.de : m), undefined);
    const fim = seguinte && addDays(seguinte, -1) < ate ? addDays(seguinte, -1) : ate;
    lacunas.push({ de: dia, ate: fim });
    dia = addDays(fim, 1);
  }
  return lacunas;
}

/**
 * An account's statements and lines checked for continuity: from one known balance to the next,
 * balance + the lines in between must give the next balance, and every day must be covered by some
 * statement. Statements may overlap (two exports of the same months) and come in any order.
 */
export function analisarConta(
  extratos: readonly ExtratoDaConta[],
  movimentos: readonly MovimentoDaConta[],
): AnaliseConta {
  const linhas = new Linhas(movimentos);
  const lista = ancoras(extratos);
  const periodos = extratos.flatMap((e) =>
    e.dataInicio && e.dataFim ? [{ de: e.dataInicio, ate: e.dataFim }] : [],
  );
  const falhas: FalhaContinuidade[] = [];
  for (let i = 1; i < lista.length; i++) {
    const a = lista[i - 1] as Ancora;
    const b = lista[i] as Ancora;
    const diferenca = b.cents - (a.cents + linhas.soma(a.dia, b.dia));
    if (a.dia === b.dia) {
      falhas.push({ tipo: 'diferenca', de: a.dia, ate: a.dia, diferencaCents: diferenca });
      continue;
    }
    const lacunas = diasSemExtrato(a.dia, b.dia, periodos);
    lacunas.forEach((l, j) => {
      falhas.push({ tipo: 'lacuna', ...l, diferencaCents: j === 0 ? diferenca : 0 });
    });
    if (lacunas.length === 0 && diferenca !== 0)
      falhas.push({ tipo: 'diferenca', de: addDays(a.dia, 1), ate: b.dia, diferencaCents: diferenca });
  }
  const primeira = lista[0];
  const ultima = lista.at(-1);
  const ultimaLinha = linhas.ultimaData;
  return {
    ...(primeira && { abertura: { cents: primeira.cents, data: addDays(primeira.dia, 1) } }),
    ...(ultima && {
      ultimoSaldo:
        ultimaLinha && ultimaLinha > ultima.dia
          ? { cents: ultima.cents + linhas.soma(ultima.dia, ultimaLinha), data: ultimaLinha }
          : { cents: ultima.cents, data: ultima.dia },
    }),
    falhas,
  };
}

/**
 * The account's balance at the end of a day: from the last known balance on or before it, plus the
 * lines since; before the first known balance, from that one back, less the lines in between.
 * Undefined when no statement states a balance.
 */
export function saldoNoFimDoDia(
  extratos: readonly ExtratoDaConta[],
  movimentos: readonly MovimentoDaConta[],
  dia: IsoDate,
): Cents | undefined {
  const lista = ancoras(extratos);
  if (lista.length === 0) return undefined;
  const linhas = new Linhas(movimentos);
  const antes = lista.filter((a) => a.dia <= dia).at(-1);
  if (antes) return antes.cents + linhas.soma(antes.dia, dia);
  const depois = lista[0] as Ancora;
  return depois.cents - linhas.soma(dia, depois.dia);
}
