import {
  centsToEuros,
  changeCategoriaA,
  changeCategoriaB,
  changeSubcategoriaB,
  formatEuros,
  GASTOS,
  OPCOES_CATEGORIA_A,
  OPCOES_CATEGORIA_B,
  opcoesRubricaB,
  opcoesSubcategoriaA,
  opcoesSubcategoriaB,
  parsePtAmount,
  SEM_CATEGORIA_A,
  SEM_CATEGORIA_B,
  SEM_RUBRICA_B,
  SEM_SUBCATEGORIA_A,
  SEM_SUBCATEGORIA_B,
} from '@contas/core';
import type { RascunhoDeRegra, RegraBaseApi, RegraDaEmpresa } from '@contas/core/contrato';

export type CampoRegra = RegraDaEmpresa['campo'];

export const ROTULOS_CAMPO: Record<CampoRegra, string> = {
  texto: 'Emitente ou descritivo',
  emitente: 'Emitente',
  descritivo: 'Descritivo',
  nif: 'NIF',
};

/** The rule form as typed: amounts as written ('1.234,56'), the sign '' for either. */
export interface FormularioRegra {
  campo: CampoRegra;
  texto: string;
  sinal: '' | 'entrada' | 'saida';
  valorMinimo: string;
  valorMaximo: string;
  categoria_A: string;
  subcategoria_A: string;
  gasto: string;
  categoria_B: string;
  subcategoria_B: string;
  rubrica_B: string;
}

const SEM_CLASSIFICACAO = {
  categoria_A: SEM_CATEGORIA_A,
  subcategoria_A: SEM_SUBCATEGORIA_A,
  gasto: 'N/A',
  categoria_B: SEM_CATEGORIA_B,
  subcategoria_B: SEM_SUBCATEGORIA_B,
  rubrica_B: SEM_RUBRICA_B,
};

export const FORMULARIO_VAZIO: FormularioRegra = {
  campo: 'texto',
  texto: '',
  sinal: '',
  valorMinimo: '',
  valorMaximo: '',
  ...SEM_CLASSIFICACAO,
};

const montanteEscrito = (euros: number | null) =>
  euros === null ? '' : formatEuros(Math.round(euros * 100)).replace(/\s*€$/, '');

export function formularioDaRegra(r: RegraDaEmpresa): FormularioRegra {
  return {
    campo: r.campo,
    texto: r.texto,
    sinal: r.sinal ?? '',
    valorMinimo: montanteEscrito(r.valorMinimo),
    valorMaximo: montanteEscrito(r.valorMaximo),
    categoria_A: r.categoria_A,
    subcategoria_A: r.subcategoria_A,
    gasto: r.gasto,
    categoria_B: r.categoria_B,
    subcategoria_B: r.subcategoria_B,
    rubrica_B: r.rubrica_B,
  };
}

export function formularioDoRascunho(r: RascunhoDeRegra): FormularioRegra {
  const { linha: _linha, ...campos } = r;
  return { ...FORMULARIO_VAZIO, ...campos };
}

export type CorpoRegra = Omit<FormularioRegra, 'sinal' | 'valorMinimo' | 'valorMaximo'> & {
  sinal: 'entrada' | 'saida' | null;
  valorMinimo: number | null;
  valorMaximo: number | null;
};

/** The body of POST/PUT, or the field and message of an amount that is not one. */
export function corpoDoFormulario(
  f: FormularioRegra,
): { corpo: CorpoRegra } | { campo: 'valorMinimo' | 'valorMaximo'; message: string } {
  const montantes: { valorMinimo: number | null; valorMaximo: number | null } = {
    valorMinimo: null,
    valorMaximo: null,
  };
  for (const campo of ['valorMinimo', 'valorMaximo'] as const) {
    const texto = f[campo].trim();
    if (texto === '') continue;
    const cents = parsePtAmount(texto);
    if (cents === undefined || cents < 0)
      return { campo, message: 'Escreva um montante sem sinal, por exemplo 1.234,56.' };
    montantes[campo] = centsToEuros(cents);
  }
  return { corpo: { ...f, texto: f.texto.trim(), sinal: f.sinal === '' ? null : f.sinal, ...montantes } };
}

/** SPEC §4 "Dependent selection", as the spreadsheet does it; no Categoria A clears its Gasto too. */
export function mudarCategoriaA(f: FormularioRegra, categoria_A: string): FormularioRegra {
  return {
    ...f,
    ...changeCategoriaA(categoria_A),
    ...(categoria_A === SEM_CATEGORIA_A ? { gasto: 'N/A' } : {}),
  };
}

export function mudarCategoriaB(f: FormularioRegra, categoria_B: string): FormularioRegra {
  return { ...f, ...changeCategoriaB(categoria_B) };
}

export function mudarSubcategoriaB(f: FormularioRegra, subcategoria_B: string): FormularioRegra {
  return { ...f, ...changeSubcategoriaB(subcategoria_B) };
}

/** The options of each classification select for the form's current choices. */
export function opcoesDoFormulario(f: FormularioRegra) {
  const semA = f.categoria_A === SEM_CATEGORIA_A;
  return {
    categoria_A: OPCOES_CATEGORIA_A,
    subcategoria_A: opcoesSubcategoriaA(f.categoria_A),
    gasto: semA ? ['N/A'] : GASTOS,
    categoria_B: OPCOES_CATEGORIA_B,
    subcategoria_B: opcoesSubcategoriaB(f.categoria_B),
    rubrica_B: opcoesRubricaB(f.subcategoria_B),
  };
}

const SINAIS = { entrada: 'entrada', saida: 'saída' };

/** 'Emitente ou descritivo contém «EDP» · saída · de 10,00 € a 500,00 €'. */
export function descreverCondicao(
  r: Pick<RegraDaEmpresa, 'campo' | 'texto' | 'sinal' | 'valorMinimo' | 'valorMaximo'>,
) {
  const partes = [`${ROTULOS_CAMPO[r.campo]} contém «${r.texto}»`];
  if (r.sinal) partes.push(SINAIS[r.sinal]);
  const euros = (v: number) => formatEuros(Math.round(v * 100));
  if (r.valorMinimo !== null && r.valorMaximo !== null)
    partes.push(`de ${euros(r.valorMinimo)} a ${euros(r.valorMaximo)}`);
  else if (r.valorMinimo !== null) partes.push(`a partir de ${euros(r.valorMinimo)}`);
  else if (r.valorMaximo !== null) partes.push(`até ${euros(r.valorMaximo)}`);
  return partes.join(' · ');
}

/** A starter rule's conditions in a line: the words it looks for, the NIFs, the sign. */
export function descreverCondicoesBase(r: RegraBaseApi): string {
  if (r.condicoes.some((c) => c.campo === 'faturaEmitida')) return 'Faturas emitidas pela empresa';
  const textos = r.condicoes.map((c) => (c.campo === 'nif' ? `NIF ${c.texto}` : `«${c.texto}»`));
  const sinal = r.condicoes[0]?.sinal;
  return `${textos.join(', ')}${sinal ? ` · ${SINAIS[sinal]}` : ''}`;
}

/** What a rule sets: 'Fornecimentos e serviços externos › Electricidade (Fixo)' and/or the cash-flow half. */
export function descreverClassificacao(
  c: Omit<FormularioRegra, 'campo' | 'texto' | 'sinal' | 'valorMinimo' | 'valorMaximo'>,
) {
  const partes: string[] = [];
  if (c.categoria_A !== SEM_CATEGORIA_A) {
    const sub = c.subcategoria_A !== SEM_SUBCATEGORIA_A ? ` › ${c.subcategoria_A}` : '';
    const gasto = c.gasto !== 'N/A' ? ` (${c.gasto})` : '';
    partes.push(`${c.categoria_A}${sub}${gasto}`);
  }
  if (c.categoria_B !== SEM_CATEGORIA_B) {
    const rubrica = c.rubrica_B !== SEM_RUBRICA_B ? ` › ${c.rubrica_B}` : '';
    partes.push(`${c.categoria_B}${rubrica}`);
  }
  return partes.join(' · ');
}

/** Whether the form names a category: a rule must set at least one. */
export function temCategoria(f: FormularioRegra): boolean {
  return f.categoria_A !== SEM_CATEGORIA_A || f.categoria_B !== SEM_CATEGORIA_B;
}
