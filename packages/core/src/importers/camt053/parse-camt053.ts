import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { IsoDate } from '../../dates/dates';
import { type Cents, parseDotAmount } from '../../money/money';
import { nomeDoBanco } from '../bancos/codigos';
import { decodeBytes, descodificarEntidadesXml, ocorrencias } from '../decode';
import { lerDataCelula } from '../tabela/tabela';
import type { MovimentoBancario, Problema, ResultadoExtrato, ResumoExtrato } from '../tipos';

/** A parsed XML element: text, or children by name (attributes under '@_'). */
type No = string | { [nome: string]: No | No[] | undefined };

const REPETIDOS = new Set([
  'Stmt',
  'Rpt',
  'Ntfctn',
  'Ntry',
  'NtryDtls',
  'TxDtls',
  'Bal',
  'Ustrd',
  'Strd',
  'RfrdDocInf',
]);

const leitorXml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  // Entities stay as written (see descodificarEntidadesXml): no DTD, no expansion.
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  isArray: (nome) => REPETIDOS.has(nome),
});

function filho(no: No | No[] | undefined, nome: string): No | undefined {
  const n = Array.isArray(no) ? no[0] : no;
  if (n === undefined || typeof n === 'string') return undefined;
  const v = n[nome];
  return Array.isArray(v) ? v[0] : v;
}

function filhos(no: No | undefined, nome: string): No[] {
  if (no === undefined || typeof no === 'string') return [];
  const v = no[nome];
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

/** Follows a path of element names; the first of each repeated element. */
function caminho(no: No | undefined, ...nomes: string[]): No | undefined {
  return nomes.reduce<No | undefined>((n, nome) => filho(n, nome), no);
}

function texto(no: No | undefined): string {
  if (no === undefined) return '';
  if (typeof no === 'string') return descodificarEntidadesXml(no).trim();
  const t = no['#text'];
  return typeof t === 'string' ? descodificarEntidadesXml(t).trim() : '';
}

/** `<Dt>` or `<DtTm>` (v2 … v13); the calendar day as the bank wrote it. */
function data(no: No | undefined): IsoDate | undefined {
  const t = texto(filho(no, 'Dt')) || texto(filho(no, 'DtTm'));
  return t ? lerDataCelula(t) : undefined;
}

/** v2 writes `<Sts>BOOK</Sts>`, v8+ `<Sts><Cd>BOOK</Cd></Sts>`. */
function estado(entrada: No): string {
  const sts = filho(entrada, 'Sts');
  return (texto(sts) || texto(filho(sts, 'Cd')) || texto(filho(sts, 'Prtry'))).toUpperCase();
}

function sinalDe(no: No | undefined): 1 | -1 | undefined {
  const cdi = texto(filho(no, 'CdtDbtInd')).toUpperCase();
  if (cdi === 'CRDT') return 1;
  if (cdi === 'DBIT') return -1;
  return undefined;
}

/** Party name in v2 (`Dbtr/Nm`) or v8+ (`Dbtr/Pty/Nm`). */
function nomeParte(partes: No | undefined, papel: string): string {
  const parte = filho(partes, papel);
  return texto(filho(parte, 'Nm')) || texto(caminho(parte, 'Pty', 'Nm'));
}

function semRepetidos(valores: string[]): string[] {
  return [...new Set(valores.filter((v) => v !== ''))];
}

/** Placeholder references banks write when they have none. */
const SEM_REFERENCIA = new Set(['NONREF', 'NOTPROVIDED', 'NOT PROVIDED']);

interface Saldo {
  cents: Cents;
  data?: IsoDate;
}

function saldos(extrato: No): Partial<Record<'OPBD' | 'PRCD' | 'CLBD', Saldo>> {
  const encontrados: Partial<Record<'OPBD' | 'PRCD' | 'CLBD', Saldo>> = {};
  for (const bal of filhos(extrato, 'Bal')) {
    const tipo = filho(filho(bal, 'Tp'), 'CdOrPrtry');
    const codigo = (texto(filho(tipo, 'Cd')) || texto(filho(tipo, 'Prtry'))).toUpperCase();
    if (codigo !== 'OPBD' && codigo !== 'PRCD' && codigo !== 'CLBD') continue;
    const valor = parseDotAmount(texto(filho(bal, 'Amt')));
    if (valor === undefined) continue;
    const dataSaldo = data(filho(bal, 'Dt'));
    encontrados[codigo] = { cents: (sinalDe(bal) ?? 1) * valor || 0, ...(dataSaldo && { data: dataSaldo }) };
  }
  return encontrados;
}

interface ExtratoLido {
  resumo: ResumoExtrato;
  chaveOrdem: string;
}

function lerResumo(extrato: No, banco: string): ExtratoLido {
  const conta = caminho(extrato, 'Acct');
  const iban = texto(caminho(conta, 'Id', 'IBAN'))
    .replace(/\s/g, '')
    .toUpperCase();
  const numero = iban || texto(caminho(conta, 'Id', 'Othr', 'Id'));
  const moeda = texto(filho(conta, 'Ccy'));
  const periodo = filho(extrato, 'FrToDt');
  const s = saldos(extrato);
  const abertura = s.OPBD ?? s.PRCD;
  const dataInicio = lerDataCelula(texto(filho(periodo, 'FrDtTm'))) ?? abertura?.data;
  const dataFim = lerDataCelula(texto(filho(periodo, 'ToDtTm'))) ?? s.CLBD?.data;
  return {
    resumo: {
      banco,
      ...(numero && { conta: numero }),
      ...(iban && { iban }),
      ...(moeda && { moeda }),
      ...(abertura && { saldoInicialCents: abertura.cents }),
      ...(s.CLBD && { saldoFinalCents: s.CLBD.cents }),
      ...(dataInicio && { dataInicio }),
      ...(dataFim && { dataFim }),
    },
    chaveOrdem: dataInicio ?? dataFim ?? '',
  };
}

/**
 * Description by the reference parser's priority (kedder/ofxstatement-iso20022): the bank's
 * own text with any remittance text it lacks, else party and remittance text, else the
 * structured references; a batch without details says so.
 */
function descrever(entrada: No, detalhes: No[], referencias: string[], contraparte: string): string {
  const livre = semRepetidos(
    detalhes.flatMap((d) =>
      filhos(filho(d, 'RmtInf'), 'Ustrd')
        .map(texto)
        .concat(texto(filho(d, 'AddtlTxInf'))),
    ),
  );
  const adicional = texto(filho(entrada, 'AddtlNtryInf'));
  if (adicional) return [adicional, ...livre.filter((l) => !adicional.includes(l))].join(' ');
  const partes = semRepetidos([contraparte, ...(livre.length > 0 ? livre : referencias)]);
  if (partes.length > 0) return partes.join(' ');
  const lote = filhos(entrada, 'NtryDtls')
    .map((nd) => filho(nd, 'Btch'))
    .find((b) => b !== undefined);
  if (lote) {
    const n = texto(filho(lote, 'NbOfTxs'));
    const id = texto(filho(lote, 'PmtInfId'));
    return `Lote${n ? ` de ${n} operações` : ''}${id ? ` ${id}` : ''}`;
  }
  const dominio = filho(filho(entrada, 'BkTxCd'), 'Domn');
  return [
    texto(filho(dominio, 'Cd')),
    texto(filho(filho(dominio, 'Fmly'), 'Cd')),
    texto(filho(filho(dominio, 'Fmly'), 'SubFmlyCd')),
  ]
    .filter((t) => t !== '')
    .join('/');
}

type EntradaLida = Omit<MovimentoBancario, 'linha'> & { referenciaCandidata?: string };

function lerEntrada(entrada: No, resumo: ResumoExtrato): EntradaLida | string | undefined {
  const estadoEntrada = estado(entrada);
  // Pending and informational entries are not on the account yet; they come back booked.
  if (estadoEntrada !== '' && estadoEntrada !== 'BOOK') return undefined;
  const montante = parseDotAmount(texto(filho(entrada, 'Amt')));
  if (montante === undefined) return `Montante inválido: "${texto(filho(entrada, 'Amt'))}".`;
  const sinal = sinalDe(entrada);
  if (sinal === undefined) return `Indicador CdtDbtInd inválido: "${texto(filho(entrada, 'CdtDbtInd'))}".`;
  const dataValor = data(filho(entrada, 'ValDt'));
  const dataMovimento = data(filho(entrada, 'BookgDt')) ?? dataValor;
  if (!dataMovimento) return 'Data de lançamento (BookgDt) e data valor (ValDt) em falta.';

  const detalhes = filhos(entrada, 'NtryDtls').flatMap((nd) => filhos(nd, 'TxDtls'));
  const referencias = semRepetidos(
    detalhes.flatMap((d) =>
      filhos(filho(d, 'RmtInf'), 'Strd').flatMap((strd) => [
        ...filhos(strd, 'RfrdDocInf').map((r) => texto(filho(r, 'Nb'))),
        texto(caminho(strd, 'CdtrRefInf', 'Ref')),
      ]),
    ),
  );
  // The other party: who paid a credit, who was paid by a debit.
  const papel = sinal > 0 ? 'Dbtr' : 'Cdtr';
  const nomes = semRepetidos(
    detalhes.map(
      (d) => nomeParte(filho(d, 'RltdPties'), papel) || nomeParte(filho(d, 'RltdPties'), `Ultmt${papel}`),
    ),
  );
  const contraparte = nomes.length === 1 ? (nomes[0] as string) : '';
  const referenciaCandidata = texto(filho(entrada, 'AcctSvcrRef'));
  const rvsl = texto(filho(entrada, 'RvslInd')).toLowerCase();
  return {
    banco: resumo.banco,
    ...(resumo.conta && { conta: resumo.conta }),
    dataMovimento,
    ...(dataValor && { dataValor }),
    descricao: descrever(entrada, detalhes, referencias, contraparte),
    valorCents: sinal * Math.abs(montante) || 0,
    referencias,
    ...(contraparte && { contraparte }),
    estorno: rvsl === 'true' || rvsl === '1',
    ...(referenciaCandidata &&
      !SEM_REFERENCIA.has(referenciaCandidata.toUpperCase()) && { referenciaCandidata }),
  };
}

const RAIZES = [
  ['BkToCstmrStmt', 'Stmt', 'camt.053'],
  ['BkToCstmrAcctRpt', 'Rpt', 'camt.052'],
  ['BkToCstmrDbtCdtNtfctn', 'Ntfctn', 'camt.054'],
] as const;

function falha(motivo: string, linha = 0): ResultadoExtrato {
  return { formato: 'ISO 20022 camt.053', rows: [], issues: [{ linha, motivo }], extratos: [] };
}

/** Combines the statements of one account (one per month, say): first opening, last closing. */
function juntarPorConta(lidos: ExtratoLido[]): ResumoExtrato[] {
  const porConta = new Map<string, ExtratoLido[]>();
  for (const l of lidos) {
    const chave = l.resumo.conta ?? '';
    porConta.set(chave, [...(porConta.get(chave) ?? []), l]);
  }
  return [...porConta.values()].map((grupo) => {
    const ordenados = [...grupo].sort((a, b) => a.chaveOrdem.localeCompare(b.chaveOrdem));
    const { saldoInicialCents, dataInicio, banco, conta, iban, moeda } = (ordenados[0] as ExtratoLido).resumo;
    const { saldoFinalCents, dataFim } = (ordenados[ordenados.length - 1] as ExtratoLido).resumo;
    return {
      banco,
      ...(conta && { conta }),
      ...(iban && { iban }),
      ...(moeda && { moeda }),
      ...(saldoInicialCents !== undefined && { saldoInicialCents }),
      ...(saldoFinalCents !== undefined && { saldoFinalCents }),
      ...(dataInicio && { dataInicio }),
      ...(dataFim && { dataFim }),
    };
  });
}

/**
 * ISO 20022 bank-to-customer statement, any version (camt.053, and the camt.052 report and
 * camt.054 notification with the same entries). One row per booked entry, signed by
 * CdtDbtInd; a batch stays one row, as the bank booked it. DOCTYPE and entity declarations are
 * refused outright: an XML statement never needs them, and they are how entity attacks begin.
 */
export function parseCamt053(bytes: Uint8Array): ResultadoExtrato {
  const { texto: xml, codificacao } = decodeBytes(bytes);
  const dtd = /<!(DOCTYPE|ENTITY)/i.exec(xml);
  if (dtd) {
    return falha(
      `O XML contém uma declaração <!${dtd[1]?.toUpperCase()}>, recusada por segurança (um extrato camt.053 não a usa).`,
      ocorrencias(xml, /<!(?:DOCTYPE|ENTITY)/gi)[0]?.linha ?? 0,
    );
  }
  const validacao = XMLValidator.validate(xml);
  if (validacao !== true) {
    return falha(
      `XML mal formado perto da linha ${validacao.err.line}, coluna ${validacao.err.col}.`,
      validacao.err.line,
    );
  }
  const lido = leitorXml.parse(xml) as No;
  const documento = filho(lido, 'Document') ?? lido;
  const raiz = RAIZES.map(([r, e, nome]) => ({ extratos: filhos(filho(documento, r), e), nome })).find(
    (r) => r.extratos.length > 0,
  );
  if (!raiz) {
    return falha('O XML não é um extrato ISO 20022: falta Document/BkToCstmrStmt/Stmt (camt.053).');
  }
  const linhas = ocorrencias(xml, /<(?:[\w.-]+:)?Ntry[\s/>]/g).map((o) => o.linha);
  const rows: MovimentoBancario[] = [];
  const issues: Problema[] = [];
  const lidos: ExtratoLido[] = [];
  const candidatas: (string | undefined)[] = [];
  let n = 0;
  for (const extrato of raiz.extratos) {
    const conta = caminho(extrato, 'Acct');
    const banco =
      nomeDoBanco({
        iban: texto(caminho(conta, 'Id', 'IBAN')),
        bic:
          texto(caminho(conta, 'Svcr', 'FinInstnId', 'BICFI')) ||
          texto(caminho(conta, 'Svcr', 'FinInstnId', 'BIC')),
      }) ||
      texto(caminho(conta, 'Svcr', 'FinInstnId', 'Nm')) ||
      `Extrato ISO 20022 ${raiz.nome}`;
    const resumido = lerResumo(extrato, banco);
    lidos.push(resumido);
    for (const entrada of filhos(extrato, 'Ntry')) {
      const linha = linhas[n++] ?? 0;
      const e = lerEntrada(entrada, resumido.resumo);
      if (e === undefined) continue;
      if (typeof e === 'string') {
        issues.push({ linha, motivo: e });
        continue;
      }
      const { referenciaCandidata, ...movimento } = e;
      rows.push({ ...movimento, linha });
      candidatas.push(referenciaCandidata);
    }
  }
  // AcctSvcrRef identifies a line only when the bank did not reuse it (ING repeats them).
  const vezes = new Map<string, number>();
  for (const r of candidatas) if (r) vezes.set(r, (vezes.get(r) ?? 0) + 1);
  rows.forEach((row, i) => {
    const r = candidatas[i];
    if (r && vezes.get(r) === 1) row.referenciaBanco = r;
  });
  return { formato: `ISO 20022 ${raiz.nome}`, rows, issues, extratos: juntarPorConta(lidos), codificacao };
}
