import { eComissaoCartao } from '../matching/cartoes';
import { CATEGORIA_A, SEM_CATEGORIA_A, SEM_SUBCATEGORIA_A } from '../taxonomy/categoria-a';
import { CATEGORIA_B, SUBCATEGORIA_B } from '../taxonomy/categoria-b';
import type { ClassificacaoRegra, CondicaoRegra, LinhaParaRegras, Regra, SinalRegra } from './regras';

/**
 * The starter set: common Portuguese suppliers and bank texts, applied for every company unless it turns one
 * off; a company's own rules and its history come first. NIFs only where public invoices confirm them; texts
 * are whole words (see `dobrarTexto`), so 'BP' misses 'BPI' and 'NOS' stands only in 'NOS Comunicações'.
 * The list's order is the precedence: bank texts before suppliers, fuel before the generic 'energia'.
 */
export interface RegraBase {
  id: string;
  /** What the rule covers, for the rules screen. */
  descricao: string;
  condicoes: readonly CondicaoRegra[];
  classificacao: ClassificacaoRegra;
}

const OPERACIONAIS = { categoria_B: CATEGORIA_B.operacionais, subcategoria_B: SUBCATEGORIA_B.naoAplicavel };
const SEM_A = { categoria_A: SEM_CATEGORIA_A, subcategoria_A: SEM_SUBCATEGORIA_A, gasto: 'N/A' };

const fse = (subcategoria_A: string, gasto: 'Fixo' | 'Variável'): ClassificacaoRegra => ({
  categoria_A: CATEGORIA_A.fse,
  subcategoria_A,
  gasto,
  ...OPERACIONAIS,
  rubrica_B: 'Pagamentos a fornecedores',
});

const compras = (subcategoria_A: string): ClassificacaoRegra => ({
  categoria_A: CATEGORIA_A.compras,
  subcategoria_A,
  gasto: 'Variável',
  ...OPERACIONAIS,
  rubrica_B: 'Pagamentos a fornecedores',
});

const pessoal = (subcategoria_A: string): ClassificacaoRegra => ({
  categoria_A: CATEGORIA_A.gastosPessoal,
  subcategoria_A,
  gasto: 'Fixo',
  ...OPERACIONAIS,
  rubrica_B: 'Pagamentos ao pessoal',
});

// The project's café (demo and card-sales cases) sells what it makes: 'Venda de Produtos'.
const VENDAS: ClassificacaoRegra = {
  categoria_A: CATEGORIA_A.vendas,
  subcategoria_A: 'Venda de Produtos',
  gasto: 'N/A',
  ...OPERACIONAIS,
  rubrica_B: 'Recebimentos de clientes',
};

// SPEC §3 names the financing subcategory 'Recebimentos/Pagamentos - financiamento'.
const financiamento = (rubrica_B: string) => ({
  categoria_B: CATEGORIA_B.financiamento,
  subcategoria_B: SUBCATEGORIA_B.financiamento,
  rubrica_B,
});

const textos = (campo: 'texto' | 'descritivo', lista: readonly string[], sinal?: SinalRegra) =>
  lista.map((texto): CondicaoRegra => ({ campo, texto, ...(sinal ? { sinal } : {}) }));
const nifs = (lista: readonly string[]) => lista.map((texto): CondicaoRegra => ({ campo: 'nif', texto }));

export const REGRAS_BASE: readonly RegraBase[] = [
  {
    id: 'vendas-emitidas',
    descricao: 'Faturas emitidas pela própria empresa (exportação do emitente no e-fatura)',
    condicoes: [{ campo: 'faturaEmitida' }],
    classificacao: VENDAS,
  },
  {
    id: 'cartoes-liquidacao',
    descricao: 'Liquidações de vendas com cartão (TPA, SIBS, REDUNIQ, UNICRE), a crédito',
    condicoes: textos('descritivo', ['tpa', 'sibs', 'reduniq', 'unicre'], 'entrada'),
    classificacao: VENDAS,
  },
  {
    id: 'ordenados',
    descricao: 'Ordenados e salários pagos',
    condicoes: textos(
      'descritivo',
      ['ordenados', 'ordenado', 'salarios', 'salario', 'vencimentos', 'remuneracoes'],
      'saida',
    ),
    classificacao: pessoal('Vencimento Líquido'),
  },
  {
    id: 'seguranca-social',
    descricao: 'Contribuições para a Segurança Social (TSU)',
    condicoes: textos('texto', ['seg social', 'seguranca social', 'igfss', 'tsu'], 'saida'),
    classificacao: pessoal('TSU'),
  },
  {
    id: 'at-irs',
    descricao: 'Retenções de IRS entregues à AT',
    condicoes: textos('descritivo', ['at irs', 'duc irs', 'retencoes irs', 'retencao irs'], 'saida'),
    classificacao: pessoal('IRS'),
  },
  {
    id: 'at-irc',
    descricao: 'IRC pago à AT',
    condicoes: textos('descritivo', ['at irc', 'duc irc', 'pagamento por conta irc'], 'saida'),
    classificacao: {
      ...SEM_A,
      ...OPERACIONAIS,
      rubrica_B: 'Pagamento/recebimento do imposto sobre o rendimento',
    },
  },
  {
    id: 'at-outros',
    descricao: 'IVA e outros pagamentos à AT (DUC)',
    condicoes: textos(
      'descritivo',
      ['at iva', 'duc iva', 'pag duc', 'autoridade tributaria', 'pagamento ao estado', 'pag estado'],
      'saida',
    ),
    classificacao: { ...SEM_A, ...OPERACIONAIS, rubrica_B: 'Outros recebimentos/pagamentos' },
  },
  {
    id: 'emprestimo-juros',
    descricao: 'Juros de empréstimos',
    condicoes: textos('descritivo', ['juros emprestimo', 'juros credito', 'juros financiamento'], 'saida'),
    classificacao: {
      categoria_A: CATEGORIA_A.juros,
      subcategoria_A: 'Juros e gastos similares suportados',
      gasto: 'N/A',
      ...financiamento('Juros e gastos similares'),
    },
  },
  {
    id: 'emprestimo-capital',
    descricao: 'Amortização de empréstimos (capital)',
    condicoes: textos(
      'descritivo',
      ['amort emprestimo', 'amortizacao emprestimo', 'prestacao emprestimo', 'amort credito'],
      'saida',
    ),
    classificacao: { ...SEM_A, ...financiamento('Financiamentos obtidos') },
  },
  {
    id: 'banco-comissoes',
    descricao: 'Comissões bancárias e imposto do selo',
    condicoes: textos(
      'descritivo',
      [
        'comissao',
        'comissoes',
        'com manutencao',
        'manutencao conta',
        'despesas manutencao',
        'imposto selo',
        'imposto do selo',
        'imp selo',
      ],
      'saida',
    ),
    classificacao: fse('Comissões', 'Fixo'),
  },
  {
    id: 'rendas',
    descricao: 'Rendas pagas',
    condicoes: textos('descritivo', ['renda', 'rendas'], 'saida'),
    classificacao: fse('Rendas e alugueres', 'Fixo'),
  },
  {
    id: 'combustiveis',
    descricao: 'Combustíveis: Galp, Repsol, BP, Prio, Cepsa',
    condicoes: [
      ...nifs(['500697370']),
      ...textos('texto', ['galp', 'petrogal', 'repsol', 'bp', 'prio', 'cepsa', 'moeve', 'combustiveis']),
    ],
    classificacao: fse('Combustíveis', 'Variável'),
  },
  {
    id: 'electricidade',
    descricao: 'Electricidade: EDP, Endesa, Goldenergy, Iberdrola e outros comercializadores',
    condicoes: [
      ...nifs(['503504564']),
      ...textos('texto', [
        'edp',
        'endesa',
        'goldenergy',
        'iberdrola',
        'su eletricidade',
        'su electricidade',
        'luzboa',
        'coopernico',
        'eletricidade',
        'electricidade',
        'energia',
      ]),
    ],
    classificacao: fse('Electricidade', 'Fixo'),
  },
  {
    id: 'agua',
    descricao: 'Água: EPAL, SMAS, Águas de …, serviços municipalizados',
    condicoes: textos('texto', [
      'epal',
      'smas',
      'aguas de',
      'aguas do',
      'aguas da',
      'servicos municipalizados',
      'indaqua',
    ]),
    classificacao: fse('Água', 'Fixo'),
  },
  {
    id: 'comunicacao',
    descricao: 'Comunicação: MEO, NOS, Vodafone, CTT',
    condicoes: [
      ...nifs(['504615947', '502604751', '502544180']),
      ...textos('texto', ['meo', 'nos comunicacoes', 'dd nos', 'vodafone', 'nowo', 'digi', 'ctt']),
    ],
    classificacao: fse('Comunicação', 'Fixo'),
  },
  {
    id: 'seguros',
    descricao: 'Seguros: seguradoras',
    condicoes: textos('texto', [
      'seguros',
      'seguradora',
      'fidelidade',
      'tranquilidade',
      'allianz',
      'ageas',
      'generali',
      'zurich',
      'lusitania',
    ]),
    classificacao: fse('Seguros', 'Fixo'),
  },
  {
    id: 'contabilidade',
    descricao: 'Honorários de contabilidade',
    condicoes: textos('texto', ['contabilidade', 'contabilista']),
    classificacao: fse('Honorários', 'Fixo'),
  },
  {
    id: 'limpeza',
    descricao: 'Limpeza e higiene',
    condicoes: textos('texto', ['limpeza', 'limpezas']),
    classificacao: fse('Limpeza, higiene e conforto', 'Fixo'),
  },
  {
    id: 'papelaria',
    descricao: 'Material de escritório: papelarias',
    condicoes: textos('texto', ['papelaria', 'staples']),
    classificacao: fse('Material de escritório', 'Fixo'),
  },
  {
    id: 'portagens',
    descricao: 'Portagens: Via Verde',
    condicoes: textos('texto', ['via verde', 'portagens', 'portagem']),
    classificacao: fse('Deslocações e estadas', 'Variável'),
  },
  {
    id: 'cash-and-carry',
    descricao: 'Grossistas (cash & carry): Makro, Recheio',
    condicoes: textos('texto', ['cash carry', 'makro', 'recheio']),
    classificacao: compras('Mercadoria'),
  },
];

/** The starter set as rules to match, without those the company turned off. */
export function regrasBaseAtivas(desativadas: ReadonlySet<string>): Regra[] {
  return REGRAS_BASE.filter((r) => !desativadas.has(r.id)).map((r) => ({
    origem: 'base',
    id: r.id,
    condicoes: r.condicoes,
    classificacao: r.classificacao,
  }));
}

/**
 * The starter set leaves the card acquirer's commission lines ('COMISSAO TPA 9061122') to the card step of
 * 'Processar Correspondências', which classifies them with their Tipologia; 'comissao' would take them first.
 */
export function paraAsRegrasBase(linha: LinhaParaRegras): boolean {
  return !(
    linha.descritivo &&
    linha.valorCents !== null &&
    eComissaoCartao(linha.descritivo, linha.valorCents)
  );
}
