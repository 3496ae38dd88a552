import { daysBetween, type IsoDate } from '../dates/dates';
import type { Cents } from '../money/money';
import { palavrasDeNome, palavrasDoNomeNaDescricao } from './normalizacao';

/** A bank line not settling any document, with its account, as the pairing of transfers needs it. */
export interface MovimentoParaTransferencia {
  id: string;
  contaId: string;
  data: IsoDate;
  valorCents: Cents;
  descricao: string;
  contraparte?: string;
}

export interface EmpresaParaTransferencia {
  /** The company's name: an own-account transfer names it ('TRF P/O CAFE EXEMPLO DO LARGO'). */
  nome: string;
  /** The company's account numbers and IBANs: a transfer may name the other one. */
  contas: readonly string[];
}

/** How far apart the two legs may be posted (a transfer between banks takes a business day or two). */
export const DIAS_ENTRE_PERNAS = 3;

const PALAVRAS_DE_TRANSFERENCIA = /\b(TRF|TRFS|TRANSF|TRANSFERENCIA|TRANSFER)\b/;

/** What a transfer's description says besides who: 'TRF RECEBIDA', 'TRANSFERENCIA SEPA IMEDIATA'. */
const SO_TRANSFERENCIA = new Set([
  'TRF',
  'TRFS',
  'TRANSF',
  'TRANSFERENCIA',
  'TRANSFER',
  'RECEBIDA',
  'ENVIADA',
  'EMITIDA',
  'INTERNA',
  'SEPA',
  'IMEDIATA',
  'CONTA',
  'P',
  'O',
  'PARA',
  'DE',
  'DO',
  'DA',
]);

function semAcentos(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
}

/** Whether a line says it is a transfer of the company's own money: its name, another own account. */
function nomeiaAEmpresa(m: MovimentoParaTransferencia, empresa: EmpresaParaTransferencia): boolean {
  const nome = palavrasDeNome(empresa.nome);
  for (const texto of [m.descricao, m.contraparte ?? '']) {
    const palavras = palavrasDeNome(texto);
    if (nome.length > 0 && palavras.some((_, p) => palavrasDoNomeNaDescricao(nome, palavras, p) > 0))
      return true;
    const compacto = texto.replace(/[\s.-]/g, '');
    if (empresa.contas.some((c) => c.length >= 8 && compacto.includes(c.replace(/[\s.-]/g, '').slice(-8))))
      return true;
  }
  return false;
}

/** A transfer whose description names nobody: 'TRF RECEBIDA 0042'. */
function transferenciaSemNome(m: MovimentoParaTransferencia): boolean {
  const palavras = semAcentos(m.descricao)
    .split(/[^A-Z0-9]+/)
    .filter((w) => w !== '' && !/\d/.test(w));
  return (
    palavras.some((w) => PALAVRAS_DE_TRANSFERENCIA.test(w)) && palavras.every((w) => SO_TRANSFERENCIA.has(w))
  );
}

/**
 * The transfers between the company's own accounts among its pending bank lines: two lines of
 * opposite amounts, in different accounts, at most DIAS_ENTRE_PERNAS apart, read as transfers, where
 * one names the company or another of its accounts and the other does too or names nobody (a customer
 * paying the same amount names the customer). Each line pairs once; the closest in days first, then the
 * earliest. Deterministic.
 */
export function emparelharTransferencias(
  movimentos: readonly MovimentoParaTransferencia[],
  empresa: EmpresaParaTransferencia,
): Array<[string, string]> {
  const porValor = new Map<Cents, MovimentoParaTransferencia[]>();
  for (const m of movimentos) {
    if (m.valorCents <= 0) continue;
    porValor.set(m.valorCents, [...(porValor.get(m.valorCents) ?? []), m]);
  }
  const candidatos: Array<{
    saida: MovimentoParaTransferencia;
    entrada: MovimentoParaTransferencia;
    dias: number;
  }> = [];
  for (const saida of movimentos) {
    if (saida.valorCents >= 0) continue;
    for (const entrada of porValor.get(-saida.valorCents) ?? []) {
      if (entrada.contaId === saida.contaId) continue;
      const dias = Math.abs(daysBetween(saida.data, entrada.data));
      if (dias > DIAS_ENTRE_PERNAS) continue;
      const leTransferencia = [saida, entrada].some((m) =>
        PALAVRAS_DE_TRANSFERENCIA.test(semAcentos(m.descricao)),
      );
      const [nomeiaSaida, nomeiaEntrada] = [nomeiaAEmpresa(saida, empresa), nomeiaAEmpresa(entrada, empresa)];
      const pernas =
        (nomeiaSaida && (nomeiaEntrada || transferenciaSemNome(entrada))) ||
        (nomeiaEntrada && transferenciaSemNome(saida));
      if (!leTransferencia || !pernas) continue;
      candidatos.push({ saida, entrada, dias });
    }
  }
  candidatos.sort(
    (a, b) =>
      a.dias - b.dias ||
      (a.saida.data < b.saida.data ? -1 : a.saida.data > b.saida.data ? 1 : 0) ||
      (a.saida.id < b.saida.id ? -1 : a.saida.id > b.saida.id ? 1 : 0) ||
      (a.entrada.id < b.entrada.id ? -1 : 1),
  );
  const usados = new Set<string>();
  const pares: Array<[string, string]> = [];
  for (const { saida, entrada } of candidatos) {
    if (usados.has(saida.id) || usados.has(entrada.id)) continue;
    usados.add(saida.id);
    usados.add(entrada.id);
    pares.push([saida.id, entrada.id]);
  }
  return pares;
}
