import type { PrazoDePagamento } from '@contas/core/contrato';
import { MINIMO_DOCUMENTOS, PRAZO_MAXIMO_DIAS } from '@contas/core/reports';

export const PRAZO_INVALIDO = `Indique um número inteiro de dias entre 0 e ${PRAZO_MAXIMO_DIAS}.`;

const dias = (n: number) => (n === 1 ? '1 dia' : `${n} dias`);
const documentos = (n: number) => (n === 1 ? '1 documento pago' : `${n} documentos pagos`);
const meses = (n: number) => (n === 0 ? 'no mês' : n === 1 ? '1 mês depois' : `${n} meses depois`);

/** When a group's budget reaches the cash, and why that delay: the admin's, measured, its category's, none. */
export function descreverPrazo(prazo: PrazoDePagamento): { prazo: string; origem: string } {
  const texto = `${dias(prazo.dias)} (${meses(prazo.meses)})`;
  const medido = prazo.medido
    ? `mediana de ${documentos(prazo.medido.documentos)}: ${dias(prazo.medido.dias)}`
    : null;
  switch (prazo.origem) {
    case 'manual': {
      const quem = prazo.manual?.atualizadoPor?.nome;
      const base = quem ? `Definido por ${quem}` : 'Definido por um administrador';
      return { prazo: texto, origem: medido ? `${base} (${medido})` : base };
    }
    case 'historico':
      return { prazo: texto, origem: `Histórico da empresa: ${medido ?? 'mediana'}` };
    case 'categoria':
      return {
        prazo: texto,
        origem: `Mediana de ${prazo.categoria_A}: ${medido ? `o grupo só tem ${documentos(prazo.medido?.documentos ?? 0)}` : 'o grupo não tem documentos pagos'}`,
      };
    case 'sem-historico':
      return {
        prazo: texto,
        origem: prazo.medido
          ? `Poucos documentos pagos (${prazo.medido.documentos}; mínimo ${MINIMO_DOCUMENTOS}): conta no mês`
          : 'Sem documentos pagos: conta no mês',
      };
  }
}

/** The days typed in, or undefined when the server would refuse them (a whole number, 0 to 365). */
export function lerPrazo(valor: number | string): number | undefined {
  const texto = typeof valor === 'number' ? String(valor) : valor.trim();
  if (!/^\d+$/.test(texto)) return undefined;
  const dias = Number(texto);
  return dias <= PRAZO_MAXIMO_DIAS ? dias : undefined;
}
