import { addDays, type IsoDate } from '../dates/dates';
import type { LadoFatura, TipoDocumento } from '../matching/types';
import type { Cents } from '../money/money';
import { NIF_CONSUMIDOR_FINAL, nifCheckDigit } from '../nif/nif';
import { CATEGORIA_A } from '../taxonomy/categoria-a';
import { CATEGORIA_B, SUBCATEGORIA_B } from '../taxonomy/categoria-b';
import type { Classificacao } from '../taxonomy/classificacao';
import { type Aleatorio, criarAleatorio } from './aleatorio';
import {
  type DocumentoEfatura,
  escreverEfaturaAdquirente,
  escreverEfaturaEmitente,
  escreverExtratoCgd,
  escreverExtratoMillennium,
  type LinhaExtrato,
} from './formatos';

/**
 * A café company with two stores — 0, the head office downtown ('Baixa'), and 1, in a park —
 * over the previous and the current year up to `hoje`: the files its manager would download
 * (e-fatura purchases in two overlapping exports of both variants, the sales export, a CGD CSV
 * and a Millennium XLSX per year) and, as ground truth, the store and classification a person
 * gives each document and bank line. Deterministic: the same `hoje` and seed give the same bytes.
 */

export interface OpcoesCafeDemo {
  hoje: IsoDate;
  nifEmpresa: string;
  nomeEmpresa: string;
  semente?: number;
}

export interface FicheiroDemo {
  ano: number;
  /** The upload field the file goes in. */
  campo: 'efatura' | 'extrato';
  nome: string;
  bytes: Uint8Array;
}

/** A document as the spreadsheet keys it (issuer NIF + number), with what a person decides for it. */
export interface DocumentoDemo {
  lado: LadoFatura;
  /** The issuer: the supplier on a purchase, the company itself on a sale. */
  nifEmitente: string;
  numero: string;
  loja: number;
  classificacao: Classificacao;
}

/** A bank line as it reads in the statement, with what a person decides for it. */
export interface MovimentoDemo {
  conta: string;
  data: IsoDate;
  descricao: string;
  valorCents: Cents;
  loja: number;
  classificacao: Classificacao;
}

export interface DadosDemo {
  ficheiros: FicheiroDemo[];
  documentos: DocumentoDemo[];
  movimentos: MovimentoDemo[];
}

export const CONTA_CGD = '0574012345600';
export const CONTA_MILLENNIUM = '0000045612345678';
type Conta = 'cgd' | 'millennium';
const NUMERO_CONTA: Record<Conta, string> = { cgd: CONTA_CGD, millennium: CONTA_MILLENNIUM };
/** Each store banks with its own account; company-wide payments go through the head office's. */
const CONTA_DA_LOJA: readonly Conta[] = ['cgd', 'millennium'];

function operacional(
  categoria_A: string,
  subcategoria_A: string,
  rubrica_B: string,
  gasto: Classificacao['gasto'],
): Classificacao {
  return {
    categoria_A,
    subcategoria_A,
    categoria_B: CATEGORIA_B.operacionais,
    subcategoria_B: SUBCATEGORIA_B.naoAplicavel,
    rubrica_B,
    tipologia: 'Empresa',
    gasto,
  };
}

const FORNECEDORES = 'Pagamentos a fornecedores';
const PESSOAL = 'Pagamentos ao pessoal';
const CLIENTES = 'Recebimentos de clientes';
const fse = (sub: string, gasto: Classificacao['gasto'] = 'Fixo') =>
  operacional(CATEGORIA_A.fse, sub, FORNECEDORES, gasto);

const CLASSE = {
  electricidade: fse('Electricidade'),
  agua: fse('Água'),
  renda: fse('Rendas e alugueres'),
  honorarios: fse('Honorários'),
  seguros: fse('Seguros'),
  comunicacao: fse('Comunicação'),
  software: fse('Trabalhos especializados'),
  limpeza: fse('Limpeza, higiene e conforto', 'Variável'),
  reparacao: fse('Conservação e reparação'),
  comissoes: fse('Comissões'),
  cafe: operacional(CATEGORIA_A.compras, 'Matéria Prima', FORNECEDORES, 'Variável'),
  mercadoria: operacional(CATEGORIA_A.compras, 'Mercadoria', FORNECEDORES, 'Variável'),
  seguroPessoal: operacional(CATEGORIA_A.gastosPessoal, 'Seguros', FORNECEDORES, 'Fixo'),
  ordenados: operacional(CATEGORIA_A.gastosPessoal, 'Vencimento Líquido', PESSOAL, 'Fixo'),
  segurancaSocial: operacional(CATEGORIA_A.gastosPessoal, 'Segurança Social', PESSOAL, 'Fixo'),
  irs: operacional(CATEGORIA_A.gastosPessoal, 'IRS', PESSOAL, 'Fixo'),
  iva: operacional(
    'Sem Categoria A',
    'Sem Subcategoria A',
    'Outros recebimentos/pagamentos',
    'Não aplicável',
  ),
  catering: operacional(CATEGORIA_A.vendas, 'Serviços Prestados', CLIENTES, 'N/A'),
  balcao: operacional(CATEGORIA_A.vendas, 'Venda de Produtos', CLIENTES, 'N/A'),
  equipamento: {
    categoria_A: CATEGORIA_A.investimentos,
    subcategoria_A: 'Equipamento básico',
    categoria_B: CATEGORIA_B.investimento,
    subcategoria_B: SUBCATEGORIA_B.pagamentosInvestimento,
    rubrica_B: 'Activos fixos tangíveis',
    tipologia: 'Empresa',
    gasto: 'Não aplicável',
  },
  amortizacao: {
    categoria_A: 'Sem Categoria A',
    subcategoria_A: 'Sem Subcategoria A',
    categoria_B: CATEGORIA_B.financiamento,
    subcategoria_B: SUBCATEGORIA_B.pagamentosFinanciamento,
    rubrica_B: 'Financiamentos obtidos',
    tipologia: 'Empresa',
    gasto: 'Não aplicável',
  },
  juros: {
    categoria_A: CATEGORIA_A.juros,
    subcategoria_A: 'Juros e gastos similares suportados',
    categoria_B: CATEGORIA_B.financiamento,
    subcategoria_B: SUBCATEGORIA_B.pagamentosFinanciamento,
    rubrica_B: 'Juros e gastos similares',
    tipologia: 'Empresa',
    gasto: 'Fixo',
  },
} satisfies Record<string, Classificacao>;

const nif = (oito: string) => `${oito}${nifCheckDigit(oito)}`;

interface Parte {
  nif: string;
  nome: string;
  /** How the bank writes the name (upper case, no accents, cut short). */
  banco: string;
}

const FORNECEDOR = {
  energia: { nif: nif('50731842'), nome: 'Energia Lusitana Comercial, S.A.', banco: 'ENERGIA LUSITANA' },
  agua: { nif: nif('51062337'), nome: 'Águas Municipais de Lisboa, E.M.', banco: 'AGUAS MUNICIPAIS LISBOA' },
  senhorioBaixa: { nif: nif('50884172'), nome: 'Imobiliária Rossio, Lda', banco: 'IMOBILIARIA ROSSIO' },
  senhorioParque: {
    nif: nif('51391146'),
    nome: 'Parque Investimentos Imobiliários, S.A.',
    banco: 'PARQUE INVESTIMENTOS',
  },
  contabilista: {
    nif: nif('50967213'),
    nome: 'Contas Certas - Gabinete de Contabilidade, Lda',
    banco: 'CONTAS CERTAS',
  },
  seguradora: {
    nif: nif('50298455'),
    nome: 'Seguradora Atlântica - Companhia de Seguros, S.A.',
    banco: 'SEGURADORA ATLANTICA',
  },
  telecom: { nif: nif('50411907'), nome: 'TeleLuso Comunicações, S.A.', banco: 'TELELUSO COMUNICACOES' },
  cafe: { nif: nif('50577320'), nome: 'Torrefação Aroma do Tejo, Lda', banco: 'TORREFACAO AROMA' },
  padaria: { nif: nif('51127804'), nome: 'Padaria Pão Quente da Baixa, Lda', banco: 'PADARIA PAO QUENTE' },
  pastelaria: {
    nif: nif('51418821'),
    nome: 'Pastelaria Jardim do Parque, Lda',
    banco: 'PASTELARIA JARDIM',
  },
  bebidas: {
    nif: nif('50623118'),
    nome: 'Distribuidora de Bebidas Tejo, S.A.',
    banco: 'DISTRIBUIDORA BEBIDAS',
  },
  grossista: { nif: nif('50044387'), nome: 'Armazém Grossista Central, S.A.', banco: 'ARMAZEM GROSSISTA' },
  limpeza: {
    nif: nif('51277019'),
    nome: 'Higiene Total - Produtos de Limpeza, Lda',
    banco: 'HIGIENE TOTAL',
  },
  software: { nif: nif('51503362'), nome: 'Caixa Nuvem Software, Lda', banco: 'CAIXA NUVEM SOFTWARE' },
  serralharia: {
    nif: nif('51633380'),
    nome: 'Serralharia Fontes & Filhos, Lda',
    banco: 'SERRALHARIA FONTES',
  },
  maquinas: { nif: nif('51024463'), nome: 'Máquinas Expresso Lisboa, Lda', banco: 'MAQUINAS EXPRESSO' },
} satisfies Record<string, Parte>;

/** Catering customers of each store (their NIF is all the issuer export shows). */
const CLIENTES_DA_LOJA: readonly (readonly Parte[])[] = [
  [
    { nif: nif('50812293'), nome: 'Hotel Miradouro, S.A.', banco: 'HOTEL MIRADOURO' },
    { nif: nif('51344019'), nome: 'Escritórios Avenida, Lda', banco: 'ESCRITORIOS AVENIDA' },
  ],
  [
    { nif: nif('50190335'), nome: 'Associação Cultural do Parque', banco: 'ASSOC CULTURAL PARQUE' },
    { nif: nif('50337568'), nome: 'Colégio São Vicente, Lda', banco: 'COLEGIO SAO VICENTE' },
  ],
];

const MESES_CURTOS = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'];
const FERIADOS = ['01-01', '04-25', '05-01', '06-10', '08-15', '10-05', '11-01', '12-01', '12-08', '12-25'];

function data(ano: number, mes: number, dia: number): IsoDate {
  const d = Math.min(dia, diasNoMes(ano, mes));
  return `${ano}-${String(mes).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function diaDaSemana(iso: IsoDate): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

function eUtil(iso: IsoDate): boolean {
  const semana = diaDaSemana(iso);
  return semana !== 0 && semana !== 6 && !FERIADOS.includes(iso.slice(5));
}

/** The first business day on or after `iso`. */
function util(iso: IsoDate): IsoDate {
  let d = iso;
  while (!eUtil(d)) d = addDays(d, 1);
  return d;
}

function diasNoMes(ano: number, mes: number): number {
  return new Date(Date.UTC(ano, mes, 0)).getUTCDate();
}

function ultimoUtil(ano: number, mes: number): IsoDate {
  let d = data(ano, mes, 31);
  while (!eUtil(d)) d = addDays(d, -1);
  return d;
}

const SIGLA: Record<TipoDocumento, string> = {
  Fatura: 'FT',
  'Fatura-recibo': 'FR',
  'Fatura simplificada': 'FS',
  'Nota de crédito': 'NC',
  'Nota de débito': 'ND',
};

interface DocGerado {
  doc: DocumentoEfatura;
  lado: LadoFatura;
  loja: number;
  classificacao: Classificacao;
  /** Annulled after the first half-year export was taken: that export still shows it registered. */
  anuladoDepois?: boolean;
}

interface LinhaGerada {
  conta: Conta;
  linha: LinhaExtrato;
  loja: number;
  classificacao: Classificacao;
}

const totalDe = (d: DocumentoEfatura) => d.baseCents + d.ivaCents;
const LETRAS_ATCUD = [...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'];

/** One year of the café's business, before the cut at `hoje`. */
class Ano {
  readonly docs: DocGerado[] = [];
  readonly linhas: LinhaGerada[] = [];
  private readonly contadores = new Map<string, number>();
  private readonly codigos = new Map<string, string>();

  constructor(
    readonly ano: number,
    private readonly r: Aleatorio,
  ) {}

  private codigoValidacao(serie: string): string {
    let codigo = this.codigos.get(serie);
    if (!codigo) {
      codigo = Array.from({ length: 8 }, () => this.r.escolher(LETRAS_ATCUD)).join('');
      this.codigos.set(serie, codigo);
    }
    return codigo;
  }

  /** The next number of a series ('FT LB2025/7' with ATCUD 'XXXXXXXX-7'); series start anywhere. */
  private numerar(tipo: TipoDocumento, serie: string): { numero: string; atcud: string } {
    const chave = `${SIGLA[tipo]} ${serie}${this.ano}`;
    const n = (this.contadores.get(chave) ?? this.r.inteiro(1, 400)) + 1;
    this.contadores.set(chave, n);
    return { numero: `${chave}/${n}`, atcud: `${this.codigoValidacao(chave)}-${n}` };
  }

  compra(
    parte: Parte,
    tipo: TipoDocumento,
    serie: string,
    dataEmissao: IsoDate,
    baseCents: Cents,
    taxa: number,
    loja: number,
    classificacao: Classificacao,
  ): DocGerado {
    const gerado: DocGerado = {
      doc: {
        nifEmitente: parte.nif,
        nomeEmitente: parte.nome,
        ...this.numerar(tipo, serie),
        tipo,
        data: dataEmissao,
        baseCents,
        ivaCents: Math.round((baseCents * taxa) / 100),
        situacao: 'Registado',
      },
      lado: 'compra',
      loja,
      classificacao,
    };
    this.docs.push(gerado);
    return gerado;
  }

  venda(
    cliente: string,
    tipo: TipoDocumento,
    loja: number,
    dataEmissao: IsoDate,
    baseCents: Cents,
    classificacao: Classificacao,
  ): DocGerado {
    const gerado: DocGerado = {
      doc: {
        nifAdquirente: cliente,
        ...this.numerar(tipo, loja === 0 ? 'A' : 'B'),
        tipo,
        data: dataEmissao,
        baseCents,
        ivaCents: Math.round((baseCents * 13) / 100),
        situacao: 'Registado',
      },
      lado: 'venda',
      loja,
      classificacao,
    };
    this.docs.push(gerado);
    return gerado;
  }

  movimento(
    conta: Conta,
    dataMovimento: IsoDate,
    descricao: string,
    valorCents: Cents,
    loja: number,
    classificacao: Classificacao,
    extra: { dataValor?: IsoDate; categoria?: string } = {},
  ): void {
    this.linhas.push({
      conta,
      linha: { data: dataMovimento, descricao, valorCents, ...extra },
      loja,
      classificacao,
    });
  }

  /** A payment (purchases, −) or a receipt (sales, +) of documents netted together. */
  liquidar(
    docs: readonly DocGerado[],
    conta: Conta,
    dataMovimento: IsoDate,
    descricao: string,
    extra: { dataValor?: IsoDate; categoria?: string; valorCents?: Cents } = {},
  ): void {
    const primeiro = docs[0] as DocGerado;
    const sinal = primeiro.lado === 'compra' ? -1 : 1;
    const total = docs.reduce((s, d) => s + (d.doc.tipo === 'Nota de crédito' ? -1 : 1) * totalDe(d.doc), 0);
    const { valorCents = sinal * total, ...resto } = extra;
    this.movimento(conta, dataMovimento, descricao, valorCents, primeiro.loja, primeiro.classificacao, resto);
  }
}

/** Amounts of a café: higher in summer, lower after the holidays. */
function sazonal(mes: number): number {
  return [0.85, 0.85, 0.95, 1, 1.05, 1.1, 1.25, 1.3, 1.05, 1, 0.95, 1.1][mes - 1] as number;
}

/** The two stores' monthly documents and bank lines. */
function gerarMesDaLoja(a: Ano, r: Aleatorio, mes: number, loja: number, brutoCents: Cents): void {
  const { ano } = a;
  const F = FORNECEDOR;
  const dia = (d: number) => util(data(ano, mes, d));
  const baixa = loja === 0;
  const conta = CONTA_DA_LOJA[loja] as Conta;
  const letra = baixa ? 'B' : 'P';
  const fatorMes = sazonal(mes);

  const verao = mes >= 6 && mes <= 9 ? 1.2 : 1;
  const luzBase = Math.round((baixa ? r.inteiro(38_000, 52_000) : r.inteiro(24_000, 34_000)) * verao);
  const luz = a.compra(F.energia, 'Fatura', `L${letra}`, dia(7), luzBase, 23, loja, CLASSE.electricidade);
  a.liquidar([luz], conta, util(addDays(luz.doc.data, 14)), `DD ${F.energia.banco}`);

  const aguaBase = baixa ? r.inteiro(4_500, 8_500) : r.inteiro(3_000, 6_000);
  const agua = a.compra(F.agua, 'Fatura', `A${letra}`, dia(18), aguaBase, 6, loja, CLASSE.agua);
  a.liquidar([agua], conta, util(addDays(agua.doc.data, 15)), `DD ${F.agua.banco}`);

  const senhorio = baixa ? F.senhorioBaixa : F.senhorioParque;
  const renda = a.compra(
    senhorio,
    'Fatura-recibo',
    `R${letra}`,
    dia(1),
    baixa ? 180_000 : 125_000,
    0,
    loja,
    CLASSE.renda,
  );
  const mesCurto = MESES_CURTOS[mes - 1];
  a.liquidar(
    [renda],
    conta,
    renda.doc.data,
    `TRF P/O ${senhorio.banco} RENDA ${mesCurto} ${renda.doc.numero}`,
  );

  const tel = a.compra(
    F.telecom,
    'Fatura',
    `T${letra}`,
    dia(5),
    baixa ? 6_000 : 5_000,
    23,
    loja,
    CLASSE.comunicacao,
  );
  a.liquidar([tel], conta, util(data(ano, mes, 20)), `DD ${F.telecom.banco}`);

  // Coffee once a month; half of the transfers quote the invoice. The Baixa's October invoice is
  // paid net of a credit note (see gerarAno).
  const cafeBase = Math.round((baixa ? r.inteiro(56_000, 92_000) : r.inteiro(36_000, 64_000)) * fatorMes);
  const cafe = a.compra(
    F.cafe,
    'Fatura',
    `C${letra}`,
    dia(r.inteiro(8, 14)),
    cafeBase,
    23,
    loja,
    CLASSE.cafe,
  );
  if (!(baixa && mes === 10)) {
    const referencia = r.chance(0.5) ? ` ${cafe.doc.numero}` : '';
    const pago = util(addDays(cafe.doc.data, r.inteiro(8, 14)));
    a.liquidar([cafe], conta, pago, `TRF P/O ${F.cafe.banco}${referencia}`);
  }

  const bebidasBase = Math.round((baixa ? r.inteiro(38_000, 64_000) : r.inteiro(26_000, 42_000)) * fatorMes);
  const bebidas = a.compra(
    F.bebidas,
    'Fatura',
    `B${letra}`,
    dia(r.inteiro(12, 15)),
    bebidasBase,
    23,
    loja,
    CLASSE.mercadoria,
  );
  const pagoBebidas = util(addDays(bebidas.doc.data, r.inteiro(10, 18)));
  a.liquidar([bebidas], conta, pagoBebidas, `TRF P/O ${F.bebidas.banco} ${bebidas.doc.numero}`);

  // Catering for businesses, received by transfer (60 % quote the invoice).
  const clientes = CLIENTES_DA_LOJA[loja] as readonly Parte[];
  const eventos = r.inteiro(1, 2);
  for (let k = 0; k < eventos; k++) {
    const cliente = clientes[k % clientes.length] as Parte;
    const emitida = dia(r.inteiro(2 + k * 12, 10 + k * 12));
    const venda = a.venda(cliente.nif, 'Fatura', loja, emitida, r.inteiro(18_000, 78_000), CLASSE.catering);
    const referencia = r.chance(0.6) ? ` ${venda.doc.numero}` : '';
    a.liquidar(
      [venda],
      conta,
      util(addDays(emitida, r.inteiro(7, 24))),
      `TRF DE ${cliente.banco}${referencia}`,
    );
  }
  // A few counter sales on a receipt-invoice for a final consumer, paid at the counter.
  for (let k = r.inteiro(1, 2); k > 0; k--) {
    a.venda(
      NIF_CONSUMIDOR_FINAL,
      'Fatura-recibo',
      loja,
      dia(r.inteiro(1, 28)),
      r.inteiro(2_200, 8_000),
      CLASSE.balcao,
    );
  }

  // Card takings every Monday, credited the next business day.
  for (let d = 1; d <= diasNoMes(ano, mes); d++) {
    const segunda = data(ano, mes, d);
    if (diaDaSemana(segunda) !== 1) continue;
    const credito = util(segunda);
    const takings = Math.round(
      (baixa ? r.inteiro(260_000, 420_000) : r.inteiro(150_000, 260_000)) * fatorMes,
    );
    a.movimento(conta, credito, `TPA VENDAS ${baixa ? '9054457' : '9061122'}`, takings, loja, CLASSE.balcao, {
      dataValor: util(addDays(credito, 1)),
      categoria: 'DEPOSITO',
    });
  }

  // Net pay on the last business day (holiday and Christmas subsidies in June and November).
  const fim = ultimoUtil(ano, mes);
  const subsidio = mes === 6 || mes === 11 ? 2 : 1;
  const ordenados = `PAG ORDENADOS LOJA ${baixa ? 'BAIXA' : 'PARQUE'} ${String(mes).padStart(2, '0')}/${ano}`;
  a.movimento(conta, fim, ordenados, -Math.round(brutoCents * subsidio * 0.81), loja, CLASSE.ordenados, {
    categoria: 'Ordenados',
  });
  a.movimento(conta, fim, 'COMISSAO MANUTENCAO CONTA', -750, loja, CLASSE.comissoes, {
    categoria: 'Comissões',
  });
  a.movimento(conta, fim, 'IMPOSTO SELO', -30, loja, CLASSE.comissoes, { categoria: 'Comissões' });
}

/** What the head office pays for both stores, and the Parque's bakery, card purchases and loan. */
function gerarMesDaSede(a: Ano, r: Aleatorio, mes: number, primeiro: boolean, brutoCents: Cents): void {
  const { ano } = a;
  const F = FORNECEDOR;
  const dia = (d: number) => util(data(ano, mes, d));
  const fatorMes = sazonal(mes);

  // The accountant: the same fee every month, the transfer quotes the invoice; once paid short,
  // which the errors report shows as a difference.
  const contab = a.compra(
    F.contabilista,
    'Fatura',
    'CC',
    ultimoUtil(ano, mes),
    20_000,
    23,
    0,
    CLASSE.honorarios,
  );
  a.liquidar(
    [contab],
    'cgd',
    util(addDays(contab.doc.data, r.inteiro(8, 12))),
    `TRF P/O ${F.contabilista.banco} ${contab.doc.numero}`,
    primeiro && mes === 6 ? { valorCents: -24_354 } : {},
  );

  const soft = a.compra(F.software, 'Fatura-recibo', 'SW', dia(1), 3_000, 23, 0, CLASSE.software);
  a.liquidar([soft], 'cgd', util(data(ano, mes, 8)), `DD ${F.software.banco}`);

  // Cleaning supplies; one invoice is never paid (the errors report lists it).
  const limpeza = a.compra(
    F.limpeza,
    'Fatura',
    'HT',
    dia(20),
    r.inteiro(7_000, 13_000),
    23,
    0,
    CLASSE.limpeza,
  );
  if (!(primeiro && mes === 8)) {
    a.liquidar(
      [limpeza],
      'cgd',
      util(addDays(limpeza.doc.data, r.inteiro(5, 10))),
      `TRF P/O ${F.limpeza.banco}`,
    );
  }

  // Bread for the Baixa: two invoices a month, one transfer early the next month.
  const paes = [r.inteiro(10, 13), r.inteiro(24, 27)].map((d) =>
    a.compra(
      F.padaria,
      'Fatura',
      'PQ',
      dia(d),
      Math.round(r.inteiro(14_000, 26_000) * fatorMes),
      6,
      0,
      CLASSE.mercadoria,
    ),
  );
  const seguinte = mes === 12 ? data(ano + 1, 1, r.inteiro(2, 5)) : data(ano, mes + 1, r.inteiro(2, 5));
  a.liquidar(paes, 'cgd', util(seguinte), `TRF P/O ${F.padaria.banco}`);

  // Pastries for the Parque on a Tuesday, by card (posted the next business day).
  let compra = data(ano, mes, r.inteiro(1, 20));
  while (diaDaSemana(compra) !== 2) compra = addDays(compra, 1);
  const pastelBase = Math.round((r.inteiro(9_000, 18_000) * 100) / 113);
  const pastel = a.compra(
    F.pastelaria,
    'Fatura simplificada',
    'JP',
    compra,
    pastelBase,
    13,
    1,
    CLASSE.mercadoria,
  );
  a.liquidar([pastel], 'millennium', util(addDays(compra, 1)), `COMPRA 7310 ${F.pastelaria.banco}`, {
    dataValor: compra,
    categoria: 'Compras',
  });

  // The cash & carry, by card from the head office's account.
  const ida = dia(r.inteiro(2, 24));
  const grossistaBase = Math.round((r.inteiro(12_000, 38_000) * 100) / 123);
  const grossista = a.compra(
    F.grossista,
    'Fatura simplificada',
    'G',
    ida,
    grossistaBase,
    23,
    0,
    CLASSE.mercadoria,
  );
  a.liquidar([grossista], 'cgd', util(addDays(ida, 1)), `COMPRA 4821 ${F.grossista.banco}`, {
    dataValor: ida,
    categoria: 'Compras',
  });

  // Social security and IRS withheld on the previous month's pay; VAT every quarter.
  const anterior = mes === 1 ? 12 : mes - 1;
  const brutoAnterior = brutoCents * (anterior === 6 || anterior === 11 ? 2 : 1);
  const mm = String(mes).padStart(2, '0');
  const impostos = { categoria: 'Impostos' };
  a.movimento(
    'cgd',
    dia(18),
    `PAG SEG SOCIAL REF 2001${ano}0${mm}`,
    -Math.round(brutoAnterior * 0.3475),
    0,
    CLASSE.segurancaSocial,
    impostos,
  );
  a.movimento(
    'cgd',
    dia(20),
    `PAG.DUC. AT IRS REF 1600${ano}${mm}4471`,
    -Math.round(brutoAnterior * 0.08),
    0,
    CLASSE.irs,
    impostos,
  );
  if (mes % 3 === 2) {
    a.movimento(
      'cgd',
      dia(20),
      `PAG.DUC. AT IVA REF 1700${ano}${mm}8812`,
      -r.inteiro(180_000, 320_000),
      0,
      CLASSE.iva,
      impostos,
    );
  }

  // The Parque's opening loan: capital and interest (with 4 % stamp duty) on the 15th.
  const prestacao = (primeiro ? 0 : 12) + mes;
  a.movimento('millennium', dia(15), 'AMORT EMPRESTIMO 555000111222', -41_000, 1, CLASSE.amortizacao);
  const juros = -Math.round((9_500 - 80 * prestacao) * 1.04);
  a.movimento('millennium', dia(15), 'JUROS EMPRESTIMO 555000111222', juros, 1, CLASSE.juros);
}

function gerarAno(ano: number, r: Aleatorio, primeiro: boolean): Ano {
  const a = new Ano(ano, r);
  const F = FORNECEDOR;
  const aumento = primeiro ? 1 : 1.03;
  const brutoPorLoja = [Math.round(420_000 * aumento), Math.round(294_000 * aumento)] as const;

  for (let mes = 1; mes <= 12; mes++) {
    for (const loja of [0, 1]) gerarMesDaLoja(a, r, mes, loja, brutoPorLoja[loja] as number);
    gerarMesDaSede(a, r, mes, primeiro, brutoPorLoja[0] + brutoPorLoja[1]);
  }

  // Insurance: workers' compensation in January, the stores' multi-risk policies in March.
  const acidentes = a.compra(
    F.seguradora,
    'Fatura',
    'AT',
    util(data(ano, 1, 10)),
    115_000,
    0,
    0,
    CLASSE.seguroPessoal,
  );
  a.liquidar([acidentes], 'cgd', util(data(ano, 1, 26)), `DD ${F.seguradora.banco}`);
  for (const loja of [0, 1]) {
    const mr = a.compra(
      F.seguradora,
      'Fatura',
      'MR',
      util(data(ano, 3, 3 + loja)),
      loja === 0 ? 64_000 : 48_000,
      0,
      loja,
      CLASSE.seguros,
    );
    a.liquidar([mr], CONTA_DA_LOJA[loja] as Conta, util(data(ano, 3, 18 + loja)), `DD ${F.seguradora.banco}`);
  }

  // May: a beverage invoice annulled and replaced the next day; only the replacement is paid.
  const anulada = a.compra(
    F.bebidas,
    'Fatura',
    'BB',
    util(data(ano, 5, 21)),
    41_200,
    23,
    0,
    CLASSE.mercadoria,
  );
  anulada.doc.situacao = 'Documento Anulado pelo Emitente';
  anulada.anuladoDepois = true;
  const substituta = a.compra(
    F.bebidas,
    'Fatura',
    'BB',
    util(data(ano, 5, 22)),
    39_960,
    23,
    0,
    CLASSE.mercadoria,
  );
  a.liquidar(
    [substituta],
    'cgd',
    util(data(ano, 6, 9)),
    `TRF P/O ${F.bebidas.banco} ${substituta.doc.numero}`,
  );

  // October: a coffee credit note, netted in the payment of the Baixa's coffee invoice.
  const cafeOutubro = a.docs.find(
    (d) => d.doc.nifEmitente === F.cafe.nif && d.loja === 0 && d.doc.data.startsWith(`${ano}-10-`),
  ) as DocGerado;
  const nota = a.compra(F.cafe, 'Nota de crédito', 'CB', util(data(ano, 10, 17)), 7_000, 23, 0, CLASSE.cafe);
  a.liquidar([cafeOutubro, nota], 'cgd', util(data(ano, 10, 27)), `TRF P/O ${F.cafe.banco}`);

  // November: a catering credit note; the hotel pays the invoice net of it, quoting the invoice.
  const hotel = CLIENTES_DA_LOJA[0]?.[0] as Parte;
  const festa = a.venda(hotel.nif, 'Fatura', 0, util(data(ano, 11, 14)), 150_000, CLASSE.catering);
  const desconto = a.venda(hotel.nif, 'Nota de crédito', 0, util(data(ano, 11, 17)), 15_000, CLASSE.catering);
  a.liquidar([festa, desconto], 'cgd', util(data(ano, 12, 2)), `TRF DE ${hotel.banco} ${festa.doc.numero}`);

  if (primeiro) {
    // The Parque's new espresso machine, paid in two instalments that quote the invoice.
    const maquina = a.compra(
      F.maquinas,
      'Fatura',
      'ME',
      util(data(ano, 5, 20)),
      480_000,
      23,
      1,
      CLASSE.equipamento,
    );
    for (const [k, dia] of [
      [1, data(ano, 6, 5)],
      [2, data(ano, 7, 6)],
    ] as const) {
      const descricao = `TRF P/O ${F.maquinas.banco} ${maquina.doc.numero} ${k}/2`;
      a.liquidar([maquina], 'millennium', util(dia), descricao, { valorCents: -295_200 });
    }
    // A repair the company registered itself in e-fatura: no ATCUD, a plain number.
    const reparacao = a.compra(
      F.serralharia,
      'Fatura',
      'SF',
      util(data(ano, 9, 9)),
      36_500,
      23,
      1,
      CLASSE.reparacao,
    );
    reparacao.doc = { ...reparacao.doc, numero: `FT ${ano}/118`, registadoPeloAdquirente: true };
    delete reparacao.doc.atcud;
    a.liquidar([reparacao], 'millennium', util(data(ano, 9, 19)), `TRF P/O ${F.serralharia.banco}`);
  }
  return a;
}

const SALDO_INICIAL: Record<Conta, Cents> = { cgd: 1_850_000, millennium: 620_000 };

export async function gerarCafeDemo(opcoes: OpcoesCafeDemo): Promise<DadosDemo> {
  const { hoje } = opcoes;
  const anoAtual = Number(hoje.slice(0, 4));
  const r = criarAleatorio(opcoes.semente ?? 20_261_122);
  const anos = [anoAtual - 1, anoAtual].map((ano, i) => gerarAno(ano, r, i === 0));
  const todasDocs = anos.flatMap((a) => a.docs).filter((d) => d.doc.data <= hoje);
  const todasLinhas = anos.flatMap((a) => a.linhas).filter((l) => l.linha.data <= hoje);

  const ficheiros: FicheiroDemo[] = [];
  const saldos = { ...SALDO_INICIAL };
  for (const [i, ano] of [anoAtual - 1, anoAtual].entries()) {
    const doAno = (d: IsoDate) => d.startsWith(`${ano}-`);
    const compras = todasDocs.filter((d) => d.lado === 'compra' && doAno(d.doc.data));
    const vendas = todasDocs.filter((d) => d.lado === 'venda' && doAno(d.doc.data));
    const primeiroSemestre = compras
      .filter((d) => d.doc.data <= `${ano}-06-30`)
      .map((d) => (d.anuladoDepois ? { ...d.doc, situacao: 'Registado' } : d.doc));
    const abrilDezembro = compras.filter((d) => d.doc.data >= `${ano}-04-01`).map((d) => d.doc);
    // The older year's exports were re-saved in Excel (variant B); the newer ones are as downloaded.
    const [varianteSemestre, varianteResto] = i === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
    const efatura = (nome: string, bytes: Uint8Array) =>
      ficheiros.push({ ano, campo: 'efatura', nome, bytes });
    if (primeiroSemestre.length > 0)
      efatura(
        `efatura-aquisicoes-${ano}-jan-jun.csv`,
        escreverEfaturaAdquirente(primeiroSemestre, varianteSemestre),
      );
    if (abrilDezembro.length > 0)
      efatura(
        `efatura-aquisicoes-${ano}-abr-dez.csv`,
        escreverEfaturaAdquirente(abrilDezembro, varianteResto),
      );
    if (vendas.length > 0)
      efatura(
        `efatura-emitidas-${ano}.csv`,
        escreverEfaturaEmitente(
          vendas.map((d) => d.doc),
          varianteResto,
        ),
      );

    for (const conta of ['cgd', 'millennium'] as const) {
      const linhas = todasLinhas.filter((l) => l.conta === conta && doAno(l.linha.data)).map((l) => l.linha);
      if (linhas.length === 0) continue;
      const extrato = {
        conta: NUMERO_CONTA[conta],
        saldoInicialCents: saldos[conta],
        dataInicio: `${ano}-01-01`,
        dataFim: ano === anoAtual ? hoje : `${ano}-12-31`,
        dataExportacao: hoje,
        linhas,
      };
      saldos[conta] += linhas.reduce((s, l) => s + l.valorCents, 0);
      ficheiros.push(
        conta === 'cgd'
          ? { ano, campo: 'extrato', nome: `extrato-cgd-${ano}.csv`, bytes: escreverExtratoCgd(extrato) }
          : {
              ano,
              campo: 'extrato',
              nome: `extrato-millennium-${ano}.xlsx`,
              bytes: await escreverExtratoMillennium(extrato),
            },
      );
    }
  }

  return {
    ficheiros,
    documentos: todasDocs.map((d) => ({
      lado: d.lado,
      nifEmitente: d.lado === 'compra' ? (d.doc.nifEmitente as string) : opcoes.nifEmpresa,
      numero: d.doc.numero,
      loja: d.loja,
      classificacao: d.classificacao,
    })),
    movimentos: todasLinhas.map((l) => ({
      conta: NUMERO_CONTA[l.conta],
      data: l.linha.data,
      descricao: l.linha.descricao,
      valorCents: l.linha.valorCents,
      loja: l.loja,
      classificacao: l.classificacao,
    })),
  };
}
