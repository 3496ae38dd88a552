import { MESES, MESES_POR_EXTENSO } from '../dates/dates';
import { normalizarCabecalho } from '../importers/decode';
import type { ChaveLista } from './listas';

/** How a column's cells are written and read. */
export type TipoColuna = 'texto' | 'nif' | 'data' | 'montante' | 'taxa' | 'quantidade' | 'ano' | 'lista';

export interface ColunaModelo<K extends string = string> {
  chave: K;
  /** The header as the template writes it. */
  titulo: string;
  /** Other headers accepted for it, as `normalizarTitulo` leaves them. */
  sinonimos?: readonly string[];
  largura: number;
  tipo: TipoColuna;
  lista?: ChaveLista;
  /** For the 'Instruções' sheet. */
  obrigatoria: string;
  descricao: string;
}

/** A header cell → a comparable key: no accents, lower case, no '€', '*' or ':' ('Total (€)' → 'total'). */
export function normalizarTitulo(texto: string): string {
  return normalizarCabecalho(texto)
    .replace(/\(\s*€\s*\)|€|[*:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export type ChaveMes = (typeof MESES)[number];

function colunasMeses(largura: number, tipo: TipoColuna, descricao: string): ColunaModelo<ChaveMes>[] {
  return MESES.map((mes, i) => ({
    chave: mes,
    titulo: mes,
    sinonimos: [normalizarTitulo(MESES_POR_EXTENSO[i] as string)],
    largura,
    tipo,
    obrigatoria: 'Não',
    descricao: i === 0 ? descricao : `Como Jan, para ${MESES_POR_EXTENSO[i]}.`,
  }));
}

const classificacaoA = [
  {
    chave: 'categoria_A',
    titulo: 'Categoria A',
    largura: 34,
    tipo: 'lista',
    lista: 'categoria-a',
    obrigatoria: 'Não',
    descricao:
      'Classificação da demonstração de resultados, escolhida da lista. Vazia fica "Sem Categoria A".',
  },
  {
    chave: 'subcategoria_A',
    titulo: 'Subcategoria A',
    largura: 36,
    tipo: 'lista',
    lista: 'subcategoria-a',
    obrigatoria: 'Não',
    descricao:
      'Da lista; tem de pertencer à Categoria A da linha (ver a tabela "Categoria A → Subcategoria A" abaixo). ' +
      'Vazia fica "Sem Subcategoria A".',
  },
] as const satisfies readonly ColunaModelo[];

const classificacaoB = [
  {
    chave: 'categoria_B',
    titulo: 'Categoria B',
    largura: 44,
    tipo: 'lista',
    lista: 'categoria-b',
    obrigatoria: 'Não',
    descricao: 'Atividade do fluxo de caixa, escolhida da lista. Vazia fica "Sem Categoria B".',
  },
  {
    chave: 'subcategoria_B',
    titulo: 'Subcategoria B',
    largura: 34,
    tipo: 'lista',
    lista: 'subcategoria-b',
    obrigatoria: 'Não',
    descricao:
      'Da lista; tem de pertencer à Categoria B da linha. Vazia fica a única possível da categoria ' +
      '("Não Aplicável" nas operacionais) ou "Sem Subcategoria B".',
  },
  {
    chave: 'rubrica_B',
    titulo: 'Rúbrica B',
    largura: 44,
    tipo: 'lista',
    lista: 'rubrica-b',
    obrigatoria: 'Não',
    descricao:
      'Da lista; tem de pertencer à Subcategoria B da linha (ver a tabela abaixo). Vazia fica "Sem Rúbrica B".',
  },
] as const satisfies readonly ColunaModelo[];

const tipologiaGasto = [
  {
    chave: 'tipologia',
    titulo: 'Tipologia',
    largura: 12,
    tipo: 'lista',
    lista: 'tipologia',
    obrigatoria: 'Não',
    descricao: 'N/A, Pessoal ou Empresa. Vazia fica "N/A".',
  },
  {
    chave: 'gasto',
    titulo: 'Gasto',
    largura: 15,
    tipo: 'lista',
    lista: 'gasto',
    obrigatoria: 'Não',
    descricao:
      'N/A, Fixo, Variável ou Não aplicável (só "Variável" conta como gasto variável). Vazia fica "N/A".',
  },
] as const satisfies readonly ColunaModelo[];

const nifEmitente = [
  {
    chave: 'nif',
    titulo: 'NIF',
    sinonimos: ['nif emitente', 'nif do emitente', 'contribuinte'],
    largura: 12,
    tipo: 'nif',
    obrigatoria: 'Não',
    descricao:
      'NIF do fornecedor ou do cliente: 9 algarismos (é verificado o dígito de controlo), ou um número de IVA ' +
      'estrangeiro começado pelo código do país (ex.: ES B12345678).',
  },
  {
    chave: 'emitente',
    titulo: 'Emitente',
    sinonimos: ['nome do emitente', 'nome emitente'],
    largura: 30,
    tipo: 'texto',
    obrigatoria: 'Não',
    descricao: 'Nome do fornecedor ou do cliente.',
  },
] as const satisfies readonly ColunaModelo[];

export const COLUNAS_PLANILHA_COMPLETA = [
  ...nifEmitente,
  {
    chave: 'numeroFatura',
    titulo: 'Nº Fatura',
    sinonimos: ['n.o fatura', 'no da fatura', 'numero fatura', 'numero da fatura', 'no documento'],
    largura: 18,
    tipo: 'texto',
    obrigatoria: 'Não',
    descricao:
      'Número do documento (ex.: FT 2026/123). Com o NIF, identifica o documento: importá-lo de novo não o duplica.',
  },
  {
    chave: 'descritivo',
    titulo: 'Descritivo',
    sinonimos: ['descricao', 'descritivo do extrato'],
    largura: 36,
    tipo: 'texto',
    obrigatoria: 'Não',
    descricao: 'Descrição do movimento no extrato bancário.',
  },
  {
    chave: 'dataEmissao',
    titulo: 'Data Emissão',
    sinonimos: ['data de emissao'],
    largura: 13,
    tipo: 'data',
    obrigatoria: 'Esta ou a Data Pagamento',
    descricao: 'Data da fatura, dd/mm/aaaa (ou uma data do Excel).',
  },
  {
    chave: 'dataPagamento',
    titulo: 'Data Pagamento',
    sinonimos: ['data de pagamento', 'data do movimento'],
    largura: 15,
    tipo: 'data',
    obrigatoria: 'Com Valor Extrato',
    descricao: 'Data do movimento bancário que pagou ou recebeu, dd/mm/aaaa.',
  },
  {
    chave: 'base',
    titulo: 'Base Tributável',
    sinonimos: ['base'],
    largura: 15,
    tipo: 'montante',
    obrigatoria: 'Não',
    descricao: 'Valor sem IVA, em euros com 2 casas decimais; receitas positivas, gastos negativos.',
  },
  {
    chave: 'iva',
    titulo: 'IVA',
    sinonimos: ['valor iva', 'valor do iva'],
    largura: 12,
    tipo: 'montante',
    obrigatoria: 'Não',
    descricao: 'Valor do IVA, com o mesmo sinal da Base Tributável.',
  },
  {
    chave: 'total',
    titulo: 'Total',
    sinonimos: ['total fatura', 'valor total'],
    largura: 14,
    tipo: 'montante',
    obrigatoria: 'Este ou o Valor Extrato',
    descricao: 'Total da fatura. Com Base Tributável e IVA preenchidos, tem de ser a soma dos dois.',
  },
  {
    chave: 'extratoValor',
    titulo: 'Valor Extrato',
    sinonimos: ['valor do extrato', 'valor movimento'],
    largura: 14,
    tipo: 'montante',
    obrigatoria: 'Este ou o Total',
    descricao: 'Valor do movimento no extrato bancário: entradas positivas, saídas negativas.',
  },
  {
    chave: 'tipoMovimento',
    titulo: 'Tipo de Movimento',
    sinonimos: ['tipo movimento'],
    largura: 17,
    tipo: 'lista',
    lista: 'tipo-movimento',
    obrigatoria: 'Não',
    descricao:
      'Entrada ou Saída. Vazio, segue o sinal do Valor Extrato; preenchido, tem de condizer com esse sinal.',
  },
  ...classificacaoA,
  ...classificacaoB,
  ...tipologiaGasto,
] as const satisfies readonly ColunaModelo[];

export const COLUNAS_ORCAMENTO = [
  ...nifEmitente,
  ...classificacaoA,
  {
    chave: 'centroCusto_A',
    titulo: 'Centro Custo A',
    sinonimos: ['centro de custo a', 'centro de custo'],
    largura: 18,
    tipo: 'texto',
    obrigatoria: 'Não',
    descricao: 'Texto livre para detalhar a Subcategoria A (ex.: Cozinha, Sala, Viatura 1).',
  },
  ...classificacaoB,
  {
    chave: 'subrubrica_B',
    titulo: 'Subrúbrica B',
    sinonimos: ['sub-rubrica b', 'sub rubrica b', 'subrubrica'],
    largura: 18,
    tipo: 'texto',
    obrigatoria: 'Não',
    descricao: 'Texto livre para detalhar a Rúbrica B.',
  },
  ...tipologiaGasto,
  {
    chave: 'taxaIva',
    titulo: 'Taxa IVA',
    sinonimos: ['taxa de iva', 'iva %', '% iva'],
    largura: 10,
    tipo: 'taxa',
    lista: 'taxa-iva',
    obrigatoria: 'Não',
    descricao:
      'Taxa de IVA dos valores da linha (23%, 13%, 6%, 0% …). Vazia é 0%. O IVA de cada mês é a base × a taxa, ' +
      'arredondado ao cêntimo; o Total é a base + o IVA.',
  },
  ...colunasMeses(
    12,
    'montante',
    'Base tributável (sem IVA) orçamentada para o mês, em euros com 2 casas decimais: receitas positivas, ' +
      'gastos negativos. Vazio ou 0: nada nesse mês.',
  ),
] as const satisfies readonly ColunaModelo[];

export const COLUNAS_PRODUTOS = [
  {
    chave: 'produto',
    titulo: 'Produto',
    sinonimos: ['nome do produto', 'produtos'],
    largura: 36,
    tipo: 'texto',
    obrigatoria: 'Sim',
    descricao: 'Nome do produto, sempre escrito da mesma forma (é o que liga os meses e os anos).',
  },
  {
    chave: 'ano',
    titulo: 'Ano',
    largura: 8,
    tipo: 'ano',
    obrigatoria: 'Sim',
    descricao: 'Ano das quantidades (ex.: 2026). Um produto pode ter uma linha por ano.',
  },
  ...colunasMeses(
    9,
    'quantidade',
    'Quantidade vendida no mês: número inteiro, 0 ou mais. Vazio deixa esse mês como estava.',
  ),
] as const satisfies readonly ColunaModelo[];

export type ChaveColunaPlanilhaCompleta = (typeof COLUNAS_PLANILHA_COMPLETA)[number]['chave'];
export type ChaveColunaOrcamento = (typeof COLUNAS_ORCAMENTO)[number]['chave'];
export type ChaveColunaProdutos = (typeof COLUNAS_PRODUTOS)[number]['chave'];

/** A template as the import screen names it. */
export interface ModeloXlsx<K extends string> {
  /** 'modelo da Planilha Completa', as messages say it. */
  nome: string;
  /** The import screen's menu choice for it (SPEC §2). */
  opcao: string;
  colunas: readonly ColunaModelo<K>[];
}

export const MODELO_XLSX_PLANILHA_COMPLETA: ModeloXlsx<ChaveColunaPlanilhaCompleta> = {
  nome: 'modelo da Planilha Completa',
  opcao: 'Importar Planilha Completa',
  colunas: COLUNAS_PLANILHA_COMPLETA,
};

export const MODELO_XLSX_ORCAMENTO: ModeloXlsx<ChaveColunaOrcamento> = {
  nome: 'modelo do Orçamento Anual',
  opcao: 'Importar Orçamento Anual',
  colunas: COLUNAS_ORCAMENTO,
};

export const MODELO_XLSX_PRODUTOS: ModeloXlsx<ChaveColunaProdutos> = {
  nome: 'modelo dos Produtos Mensais',
  opcao: 'Importar Produtos de Vendas',
  colunas: COLUNAS_PRODUTOS,
};

export const MODELOS_XLSX: readonly ModeloXlsx<string>[] = [
  MODELO_XLSX_PLANILHA_COMPLETA,
  MODELO_XLSX_ORCAMENTO,
  MODELO_XLSX_PRODUTOS,
];
