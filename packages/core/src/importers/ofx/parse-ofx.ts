import { ibanDaConta } from '../../contas/iban';
import { type IsoDate, parsePtDate } from '../../dates/dates';
import { type Cents, parseDotAmount } from '../../money/money';
import { nomeDoBanco } from '../bancos/codigos';
import {
  decodeBytes,
  decodeWindows1252,
  descodificarEntidadesXml,
  ocorrencias,
  type TextoDescodificado,
} from '../decode';
import type { MovimentoBancario, Problema, ResultadoExtrato, ResumoExtrato } from '../tipos';

/**
 * OFX 1.x headers name the charset ('CHARSET:1252'); honour it, since a Windows-1252 file can
 * happen to be valid UTF-8. Otherwise (OFX 2 is XML, UTF-8 by default) sniff as usual.
 */
function descodificar(bytes: Uint8Array): TextoDescodificado {
  let cabecalho = '';
  for (const b of bytes.subarray(0, 1024)) cabecalho += String.fromCharCode(b);
  if (/^\s*CHARSET:\s*(1252|ISO-8859-1|8859-1|LATIN1)\s*$/im.test(cabecalho)) return decodeWindows1252(bytes);
  return decodeBytes(bytes);
}

/**
 * A leaf element's value. SGML (OFX 1) leaves the tag open and the value ends at the next tag
 * or line end; XML (OFX 2) closes it. Both read the same way; empty when absent.
 */
function valor(bloco: string, tag: string): string {
  const m = new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i').exec(bloco);
  return m ? descodificarEntidadesXml((m[1] as string).trim()) : '';
}

/** An aggregate's content; OFX 1 closes aggregates, only leaves stay open. */
function agregado(bloco: string, tag: string): string {
  return new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'i').exec(bloco)?.[1] ?? '';
}

/** YYYYMMDD[HHMMSS[.XXX]][[-5:EST]]: the day as the bank wrote it. */
function dataOfx(texto: string): IsoDate | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(texto);
  return m ? parsePtDate(`${m[1]}-${m[2]}-${m[3]}`) : undefined;
}

/** TRNAMT is dot-decimal by the spec; some European banks write a comma. */
function montanteOfx(texto: string): Cents | undefined {
  const t = texto.replace(/\s/g, '');
  return parseDotAmount(/^[+-]?\d+,\d+$/.test(t) ? t.replace(',', '.') : t);
}

/** Splits at each opening tag; a block ends at its closing tag or the next opening one. */
function blocos(texto: string, tag: string): { inicio: number; conteudo: string }[] {
  const aberturas = [...texto.matchAll(new RegExp(`<${tag}>`, 'gi'))].map((m) => m.index);
  return aberturas.map((inicio, i) => {
    const seguinte = aberturas[i + 1] ?? texto.length;
    const pedaco = texto.slice(inicio, seguinte);
    const fecho = pedaco.search(new RegExp(`</${tag}>`, 'i'));
    return { inicio, conteudo: fecho >= 0 ? pedaco.slice(0, fecho) : pedaco };
  });
}

const FORMATO = 'OFX';

/**
 * OFX bank and credit-card statements: 1.x SGML (unclosed leaf tags, or closed ones, blank
 * lines before the header) and 2.x XML. The description is MEMO, the fuller text in
 * Portuguese banks' files, else NAME; NAME is also kept as the other party.
 */
export function parseOfx(bytes: Uint8Array): ResultadoExtrato {
  const { texto, codificacao } = descodificar(bytes);
  if (!/<OFX>/i.test(texto)) {
    return {
      formato: FORMATO,
      rows: [],
      issues: [{ linha: 0, motivo: 'Ficheiro OFX sem o elemento <OFX>.' }],
      extratos: [],
    };
  }
  const extratos = [...blocos(texto, 'STMTRS'), ...blocos(texto, 'CCSTMTRS')];
  if (extratos.length === 0) {
    return {
      formato: FORMATO,
      rows: [],
      issues: [{ linha: 0, motivo: 'Ficheiro OFX sem extrato (STMTRS ou CCSTMTRS).' }],
      extratos: [],
    };
  }
  const linhaNoTexto = new Map(ocorrencias(texto, /<STMTTRN>/gi).map((o) => [o.indice, o.linha]));
  const rows: MovimentoBancario[] = [];
  const issues: Problema[] = [];
  const resumos: ResumoExtrato[] = [];
  const fitids: { conta: string; fitid: string }[] = [];
  for (const extrato of extratos) {
    const origem = agregado(extrato.conteudo, 'BANKACCTFROM') || agregado(extrato.conteudo, 'CCACCTFROM');
    const conta = valor(origem, 'ACCTID');
    const banco = nomeDoBanco({ codigo: valor(origem, 'BANKID') }) ?? FORMATO;
    const iban = ibanDaConta({ banco: valor(origem, 'BANKID'), balcao: valor(origem, 'BRANCHID'), conta });
    const lista = agregado(extrato.conteudo, 'BANKTRANLIST') || extrato.conteudo;
    const saldo = agregado(extrato.conteudo, 'LEDGERBAL');
    const saldoFinalCents = montanteOfx(valor(saldo, 'BALAMT'));
    const moeda = valor(extrato.conteudo, 'CURDEF');
    const dataInicio = dataOfx(valor(lista, 'DTSTART'));
    const dataFim = dataOfx(valor(lista, 'DTEND'));
    const resumo: ResumoExtrato = {
      banco,
      ...(conta && { conta }),
      ...(iban && { iban }),
      ...(moeda && { moeda }),
      ...(saldoFinalCents !== undefined && { saldoFinalCents }),
      ...(dataInicio && { dataInicio }),
      ...(dataFim && { dataFim }),
    };
    resumos.push(resumo);
    for (const transacao of blocos(extrato.conteudo, 'STMTTRN')) {
      const bloco = transacao.conteudo;
      const linha = linhaNoTexto.get(extrato.inicio + transacao.inicio) ?? 0;
      // A correction that deletes an earlier transaction carries no movement of its own.
      if (valor(bloco, 'CORRECTACTION').toUpperCase() === 'DELETE') continue;
      const dataMovimento = dataOfx(valor(bloco, 'DTPOSTED'));
      if (!dataMovimento) {
        issues.push({ linha, motivo: `DTPOSTED inválido: "${valor(bloco, 'DTPOSTED')}".` });
        continue;
      }
      const valorCents = montanteOfx(valor(bloco, 'TRNAMT'));
      if (valorCents === undefined) {
        issues.push({ linha, motivo: `TRNAMT inválido: "${valor(bloco, 'TRNAMT')}".` });
        continue;
      }
      const dataValor =
        dataOfx(valor(bloco, 'DTAVAIL')) ??
        dataOfx(valor(bloco, 'DTUSER')) ??
        dataOfx(valor(bloco, 'VALUEDATE'));
      const nome = valor(bloco, 'NAME');
      const saldoCents = montanteOfx(valor(bloco, 'ACCTBAL'));
      rows.push({
        banco,
        ...(conta && { conta }),
        dataMovimento,
        ...(dataValor && { dataValor }),
        descricao: valor(bloco, 'MEMO') || nome,
        valorCents,
        ...(saldoCents !== undefined && { saldoCents }),
        referencias: [],
        ...(nome && { contraparte: nome }),
        estorno: false,
        linha,
      });
      fitids.push({ conta, fitid: valor(bloco, 'FITID') });
    }
  }
  // FITID identifies a line only when present and unique for its account.
  const chave = ({ conta, fitid }: { conta: string; fitid: string }) => JSON.stringify([conta, fitid]);
  const vezes = new Map<string, number>();
  for (const f of fitids) vezes.set(chave(f), (vezes.get(chave(f)) ?? 0) + 1);
  rows.forEach((row, i) => {
    const f = fitids[i];
    if (f?.fitid && vezes.get(chave(f)) === 1) row.referenciaBanco = f.fitid;
  });
  return { formato: FORMATO, rows, issues, extratos: resumos, codificacao };
}
