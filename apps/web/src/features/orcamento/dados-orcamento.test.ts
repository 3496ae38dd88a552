import type { DocumentoOrcamento, LinhaPlanilhaOrcamento } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import { caminhoDadosOrcamento } from './api/orcamento-api';
import {
  COLUNAS_ORCAMENTO,
  filtrarLinhas,
  linhasDosGrupos,
  ordenarLinhas,
  proximaOrdem,
  SEM_FILTROS,
  textoContagem,
} from './dados-orcamento';

/** A budget row as the server sends it: the first of the month, euros. */
function linha(
  id: string,
  mes: number,
  campos: Partial<Omit<LinhaPlanilhaOrcamento, 'fatura'>> & {
    fatura?: Partial<LinhaPlanilhaOrcamento['fatura']>;
  },
): LinhaPlanilhaOrcamento {
  const data = `2025-${String(mes).padStart(2, '0')}-01`;
  const { fatura, ...resto } = campos;
  return {
    _id: id,
    loja: 'l1',
    ano: 2025,
    mes,
    fatura: {
      nif: null,
      emitente: null,
      numeroFatura: null,
      dataEmissao: data,
      baseTributavel: 0,
      iva: 0,
      total: 0,
      ...fatura,
    },
    extrato: { descricao: null, dataMovimento: data, valor: 0, tipoMovimento: 'Entrada' },
    dataPagamento: data,
    categoria_A: 'Vendas e serviços prestados',
    subcategoria_A: 'Venda de Mercadoria',
    centroCusto_A: null,
    categoria_B: 'Fluxos de caixa das actividades operacionais',
    subcategoria_B: 'Não Aplicável',
    rubrica_B: 'Recebimentos de clientes',
    subrubrica_B: null,
    tipologia: 'Empresa',
    gasto: 'Variável',
    taxaIva: 23,
    cash_flow: 'Sim',
    unid_negocio: { _id: 'l1', nome: 'Loja Baixa' },
    ...resto,
  };
}

const vendasJan = linha('a', 1, {
  fatura: { emitente: 'Vendas ao balcão', baseTributavel: 1234.5, iva: 283.94, total: 1518.44 },
});
const luzFev = linha('b', 2, {
  fatura: {
    nif: '503504564',
    emitente: '503504564 - EDP Comercial',
    baseTributavel: -200,
    iva: -46,
    total: -246,
  },
  categoria_A: 'Fornecimentos e serviços externos',
  subcategoria_A: 'Electricidade',
  centroCusto_A: 'Loja',
  rubrica_B: 'Pagamentos a fornecedores',
  gasto: 'Fixo',
});
const rendaMar = linha('c', 3, {
  fatura: {
    nif: '123456789',
    emitente: '123456789 - Abílio Imóveis',
    baseTributavel: -1000,
    iva: 0,
    total: -1000,
  },
  categoria_A: 'Fornecimentos e serviços externos',
  subcategoria_A: 'Rendas e alugueres',
  categoria_B: 'Sem Categoria B',
  subcategoria_B: 'Sem Subcategoria B',
  rubrica_B: 'Sem Rúbrica B',
  subrubrica_B: 'Contrato 7',
  gasto: 'Fixo',
  cash_flow: 'Não',
  unid_negocio: { _id: 'l2', nome: 'Loja Parque' },
});
const grupos: DocumentoOrcamento[] = [
  {
    _id: 'l1:2025',
    loja: { _id: 'l1', nome: 'Loja Baixa' },
    ano: 2025,
    importacao: null,
    linhas: [vendasJan, luzFev],
  },
  {
    _id: 'l2:2025',
    loja: { _id: 'l2', nome: 'Loja Parque' },
    ano: 2025,
    importacao: null,
    linhas: [rendaMar],
  },
];
const linhas = linhasDosGrupos(grupos);
const ids = (l: readonly { id: string }[]) => l.map((x) => x.id);

describe('budget spreadsheet view', () => {
  it('has the 18 columns of SPEC §2, in order', () => {
    expect(COLUNAS_ORCAMENTO.map((c) => c.titulo)).toEqual([
      'NIF',
      'Emitente',
      'Data Emissão',
      'Data Pagamento',
      'Base Tributável',
      'IVA',
      'Total',
      'Categoria A',
      'Subcategoria A',
      'Centro Custo A',
      'Categoria B',
      'Subcategoria B',
      'Rúbrica B',
      'Subrúbrica B',
      'Tipologia',
      'Gasto',
      'Cash Flow',
      'Unidade de Negócio',
    ]);
  });

  it('shows every store’s rows with amounts in euros (2 decimals and €), dates dd/mm/aaaa and the store by name', () => {
    expect(ids(linhas)).toEqual(['a', 'b', 'c']);
    expect(linhas[0]?.textos).toMatchObject({
      nif: '',
      emitente: 'Vendas ao balcão',
      dataEmissao: '01/01/2025',
      dataPagamento: '01/01/2025',
      baseTributavel: '1.234,50 €',
      iva: '283,94 €',
      total: '1.518,44 €',
      cash_flow: 'Sim',
      unidadeNegocio: 'Loja Baixa',
    });
    expect(linhas[1]?.textos.total).toBe('-246,00 €');
    expect(linhas[2]?.textos).toMatchObject({ subrubrica_B: 'Contrato 7', unidadeNegocio: 'Loja Parque' });
  });

  it('searches every column as shown, whatever the case and the accents', () => {
    const procurar = (pesquisa: string) => ids(filtrarLinhas(linhas, { ...SEM_FILTROS, pesquisa }));
    expect(procurar('ELECTRICIDADE')).toEqual(['b']);
    expect(procurar('abilio')).toEqual(['c']);
    expect(procurar('balcao')).toEqual(['a']);
    expect(procurar('1.518,44')).toEqual(['a']);
    expect(procurar('01/02/2025')).toEqual(['b']);
    expect(procurar('loja parque')).toEqual(['c']);
    expect(procurar('  ')).toEqual(['a', 'b', 'c']);
    expect(procurar('nada disto')).toEqual([]);
  });

  it('filters by the issue date, both ends included, an open end unbounded', () => {
    const entre = (startDate: string, endDate: string) =>
      ids(filtrarLinhas(linhas, { ...SEM_FILTROS, intervalo: { startDate, endDate } }));
    expect(entre('2025-02-01', '2025-03-01')).toEqual(['b', 'c']);
    expect(entre('2025-02-02', '')).toEqual(['c']);
    expect(entre('', '2025-01-31')).toEqual(['a']);
  });

  it('filters by what reaches the cash flow, with the other filters', () => {
    expect(ids(filtrarLinhas(linhas, { ...SEM_FILTROS, cashFlow: 'Não' }))).toEqual(['c']);
    expect(ids(filtrarLinhas(linhas, { ...SEM_FILTROS, cashFlow: 'Sim', pesquisa: 'fixo' }))).toEqual(['b']);
  });

  it('sorts amounts by value, dates by date, text in Portuguese, emitente after the NIF, empty cells last', () => {
    expect(ids(ordenarLinhas(linhas, { key: 'total', direcao: 'asc' }))).toEqual(['c', 'b', 'a']);
    expect(ids(ordenarLinhas(linhas, { key: 'dataEmissao', direcao: 'desc' }))).toEqual(['c', 'b', 'a']);
    // 'Abílio Imóveis' before 'EDP Comercial' before 'Vendas ao balcão', not by NIF.
    expect(ids(ordenarLinhas(linhas, { key: 'emitente', direcao: 'asc' }))).toEqual(['c', 'b', 'a']);
    expect(ids(ordenarLinhas(linhas, { key: 'nif', direcao: 'asc' }))).toEqual(['c', 'b', 'a']);
    expect(ids(ordenarLinhas(linhas, { key: 'nif', direcao: 'desc' }))).toEqual(['b', 'c', 'a']);
    expect(ids(ordenarLinhas(linhas, undefined))).toEqual(['a', 'b', 'c']);
  });

  it('toggles a column between ascending and descending', () => {
    expect(proximaOrdem(undefined, 'total')).toEqual({ key: 'total', direcao: 'asc' });
    expect(proximaOrdem({ key: 'total', direcao: 'asc' }, 'total')).toEqual({
      key: 'total',
      direcao: 'desc',
    });
    expect(proximaOrdem({ key: 'total', direcao: 'desc' }, 'iva')).toEqual({ key: 'iva', direcao: 'asc' });
  });

  it('counts the rows shown, and out of how many when a filter hides some', () => {
    expect(textoContagem(12_000, 12_000)).toBe('12.000 linhas');
    expect(textoContagem(1, 1)).toBe('1 linha');
    expect(textoContagem(0, 0)).toBe('0 linhas');
    expect(textoContagem(12, 24)).toBe('12 de 24 linhas');
    expect(textoContagem(0, 1)).toBe('0 de 1 linha');
  });

  it('asks the server for a year, of one store or of every store', () => {
    expect(caminhoDadosOrcamento('e 1', 2025, 'l1')).toBe(
      '/get/orcamento-planilhas/data/e%201?ano=2025&lojaId=l1',
    );
    expect(caminhoDadosOrcamento('e1', 2026, undefined)).toBe('/get/orcamento-planilhas/data/e1?ano=2026');
  });
});
