/**
 * What the report screens carry from one to the next within a session, per company: the store, the
 * years and how the tables show them. A screen opened without them in its address starts from here.
 */
export interface Lembranca {
  lojaId?: string;
  ano1?: number;
  /** The one year of the one-year screens (budget, Resumo) is this one: the year looked at. */
  ano2?: number;
  /** 'Até à data' chosen by hand; absent, it follows the years (on when year 2 is the current one). */
  ateAData?: boolean;
  totaisPrimeiro?: boolean;
}

const PREFIXO = 'contas.relatorios.';

function armazenamento(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function ehLembranca(valor: unknown): valor is Lembranca {
  if (typeof valor !== 'object' || valor === null) return false;
  const v = valor as Record<string, unknown>;
  const opcional = (campo: string, tipo: string) => v[campo] === undefined || typeof v[campo] === tipo;
  return (
    opcional('lojaId', 'string') &&
    opcional('ano1', 'number') &&
    opcional('ano2', 'number') &&
    opcional('ateAData', 'boolean') &&
    opcional('totaisPrimeiro', 'boolean')
  );
}

export function lerLembranca(empresaId: string, guardado = armazenamento()): Lembranca {
  try {
    const valor: unknown = JSON.parse(guardado?.getItem(PREFIXO + empresaId) ?? '{}');
    return ehLembranca(valor) ? valor : {};
  } catch {
    return {};
  }
}

export function guardarLembranca(empresaId: string, parcial: Lembranca, guardado = armazenamento()): void {
  if (!guardado || !empresaId) return;
  const seguinte = { ...lerLembranca(empresaId, guardado), ...parcial };
  try {
    guardado.setItem(PREFIXO + empresaId, JSON.stringify(seguinte));
  } catch {
    // A full or refused storage only loses the carrying over, never the screen.
  }
}

/**
 * The address a screen reads its choices from: its own parameters, and what is remembered where
 * the address says nothing (a one-year screen's ?ano= is the remembered year 2).
 */
export function parametrosComLembranca(
  params: URLSearchParams,
  lembranca: Lembranca,
  umAno: boolean,
): URLSearchParams {
  const completos = new URLSearchParams(params);
  const faltando = (chave: string, valor: string | number | undefined) => {
    if (valor !== undefined && !completos.has(chave)) completos.set(chave, String(valor));
  };
  faltando('loja', lembranca.lojaId);
  if (umAno) faltando('ano', lembranca.ano2);
  else {
    faltando('ano1', lembranca.ano1);
    faltando('ano2', lembranca.ano2);
  }
  return completos;
}
