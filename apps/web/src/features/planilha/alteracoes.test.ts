import { describe, expect, it } from 'vitest';
import {
  type AlteracoesPendentes,
  alteracoesReducer,
  aplicarMudancas,
  mudancasDeCampo,
  SEM_ALTERACOES,
} from './alteracoes';
import { valoresDaLinha } from './campos';
import { linhaDeTeste } from './test-fixtures';

describe('mudancasDeCampo (SPEC §4 dependent selection)', () => {
  it('resets Subcategoria A to the first of the new Categoria A', () => {
    expect(mudancasDeCampo('categoria_A', 'Vendas e serviços prestados')).toEqual({
      categoria_A: 'Vendas e serviços prestados',
      subcategoria_A: 'Serviços Prestados',
    });
    expect(mudancasDeCampo('categoria_A', 'Fornecimentos e serviços externos').subcategoria_A).toBe(
      'Subcontratos',
    );
    expect(mudancasDeCampo('categoria_A', 'Gastos com o pessoal').subcategoria_A).toBe('Vencimento Líquido');
    expect(mudancasDeCampo('categoria_A', 'Juros e Gastos Similares').subcategoria_A).toBe(
      'Juros e rendimentos similares obtidos',
    );
  });

  it('gives a category without subcategories none', () => {
    expect(mudancasDeCampo('categoria_A', 'Subsídios à exploração').subcategoria_A).toBe(
      'Sem Subcategoria A',
    );
    expect(mudancasDeCampo('categoria_A', 'Sem Categoria A').subcategoria_A).toBe('Sem Subcategoria A');
  });

  it('resets Subcategoria B and Rúbrica B with Categoria B, auto-selecting a single subcategory', () => {
    expect(mudancasDeCampo('categoria_B', 'Fluxos de caixa das actividades operacionais')).toEqual({
      categoria_B: 'Fluxos de caixa das actividades operacionais',
      subcategoria_B: 'Não Aplicável',
      rubrica_B: 'Recebimentos de clientes',
    });
    expect(mudancasDeCampo('categoria_B', 'Fluxos de caixa das actividades de investimento')).toEqual({
      categoria_B: 'Fluxos de caixa das actividades de investimento',
      subcategoria_B: 'Pagamentos - investimento',
      rubrica_B: 'Activos fixos tangíveis',
    });
    expect(mudancasDeCampo('categoria_B', 'Fluxos de caixa das actividades de financiamento')).toEqual({
      categoria_B: 'Fluxos de caixa das actividades de financiamento',
      subcategoria_B: 'Recebimentos - financiamento obtidos',
      rubrica_B: 'Financiamentos obtidos',
    });
    expect(mudancasDeCampo('categoria_B', 'Sem Categoria B')).toEqual({
      categoria_B: 'Sem Categoria B',
      subcategoria_B: 'Sem Subcategoria B',
      rubrica_B: 'Sem Rúbrica B',
    });
  });

  it('resets Rúbrica B with Subcategoria B', () => {
    expect(mudancasDeCampo('subcategoria_B', 'Pagamentos - financiamento')).toEqual({
      subcategoria_B: 'Pagamentos - financiamento',
      rubrica_B: 'Financiamentos obtidos',
    });
    expect(mudancasDeCampo('subcategoria_B', 'Sem Subcategoria B').rubrica_B).toBe('Sem Rúbrica B');
  });

  it('changes any other field alone', () => {
    expect(mudancasDeCampo('subcategoria_A', 'Honorários')).toEqual({ subcategoria_A: 'Honorários' });
    expect(mudancasDeCampo('rubrica_B', 'Dividendos')).toEqual({ rubrica_B: 'Dividendos' });
    expect(mudancasDeCampo('total', 12.5)).toEqual({ total: 12.5 });
    expect(mudancasDeCampo('dataPagamento', null)).toEqual({ dataPagamento: null });
  });
});

describe('alteracoesReducer', () => {
  const linha = linhaDeTeste();
  const outra = linhaDeTeste({ _id: 'l2', versao: 7 });

  it('accumulates the changes of a row, keeping the row as first read', () => {
    let estado = alteracoesReducer(SEM_ALTERACOES, {
      tipo: 'alterar',
      linha,
      mudancas: { tipologia: 'Empresa' },
    });
    // The page reloaded meanwhile with a newer version: the save still checks against the first.
    estado = alteracoesReducer(estado, {
      tipo: 'alterar',
      linha: { ...linha, versao: 4 },
      mudancas: { gasto: 'Fixo' },
    });
    expect(estado).toEqual({ l1: { base: linha, mudancas: { tipologia: 'Empresa', gasto: 'Fixo' } } });
  });

  it('lets a later change of the same field win', () => {
    let estado = alteracoesReducer(SEM_ALTERACOES, { tipo: 'alterar', linha, mudancas: { gasto: 'Fixo' } });
    estado = alteracoesReducer(estado, { tipo: 'alterar', linha, mudancas: { gasto: 'Variável' } });
    expect(estado.l1?.mudancas).toEqual({ gasto: 'Variável' });
  });

  it('forgets a field set back to its saved value, and the row when nothing is left', () => {
    let estado = alteracoesReducer(SEM_ALTERACOES, {
      tipo: 'alterar',
      linha,
      mudancas: { gasto: 'Fixo', tipologia: 'Pessoal' },
    });
    estado = alteracoesReducer(estado, { tipo: 'alterar', linha, mudancas: { gasto: 'N/A' } });
    expect(estado.l1?.mudancas).toEqual({ tipologia: 'Pessoal' });
    estado = alteracoesReducer(estado, { tipo: 'alterar', linha, mudancas: { tipologia: 'N/A' } });
    expect(estado).toEqual({});
  });

  it('keeps the dependent reset when a category goes back to its saved value', () => {
    const classificada = linhaDeTeste({
      categoria_A: 'Fornecimentos e serviços externos',
      subcategoria_A: 'Electricidade',
    });
    let estado = alteracoesReducer(SEM_ALTERACOES, {
      tipo: 'alterar',
      linha: classificada,
      mudancas: mudancasDeCampo('categoria_A', 'Compras'),
    });
    estado = alteracoesReducer(estado, {
      tipo: 'alterar',
      linha: classificada,
      mudancas: mudancasDeCampo('categoria_A', 'Fornecimentos e serviços externos'),
    });
    expect(estado.l1?.mudancas).toEqual({ subcategoria_A: 'Subcontratos' });
  });

  it('applies several rows at once and forgets saved ones', () => {
    let estado: AlteracoesPendentes = alteracoesReducer(SEM_ALTERACOES, {
      tipo: 'alterar-varias',
      alteracoes: [
        { linha, mudancas: { gasto: 'Fixo' } },
        { linha: outra, mudancas: { tipologia: 'Empresa' } },
      ],
    });
    expect(Object.keys(estado)).toEqual(['l1', 'l2']);
    expect(estado.l2?.base.versao).toBe(7);
    estado = alteracoesReducer(estado, { tipo: 'esquecer', ids: ['l1', 'nao-existe'] });
    expect(Object.keys(estado)).toEqual(['l2']);
  });

  it('returns the same state when nothing changes, and discards everything on Cancelar', () => {
    const estado = alteracoesReducer(SEM_ALTERACOES, { tipo: 'alterar', linha, mudancas: { gasto: 'Fixo' } });
    expect(alteracoesReducer(estado, { tipo: 'esquecer', ids: ['x'] })).toBe(estado);
    expect(alteracoesReducer(estado, { tipo: 'descartar' })).toEqual({});
    expect(alteracoesReducer(SEM_ALTERACOES, { tipo: 'descartar' })).toBe(SEM_ALTERACOES);
  });
});

describe('the fields a dependent selection reset', () => {
  const FSE = 'Fornecimentos e serviços externos';
  it('marks Subcategoria A reset by a chosen Categoria A until someone chooses it, or the row is back', () => {
    const linha = linhaDeTeste();
    const escolher = (estado: AlteracoesPendentes, campo: 'categoria_A' | 'subcategoria_A', valor: string) =>
      alteracoesReducer(estado, { tipo: 'alterar', linha, campo, mudancas: mudancasDeCampo(campo, valor) });

    let estado = escolher(SEM_ALTERACOES, 'categoria_A', FSE);
    expect(estado.l1?.mudancas).toEqual({ categoria_A: FSE, subcategoria_A: 'Subcontratos' });
    expect(estado.l1?.repostos).toEqual(['subcategoria_A']);

    // Chosen by the person now: no longer a silent reset.
    estado = escolher(estado, 'subcategoria_A', 'Electricidade');
    expect(estado.l1?.repostos).toBeUndefined();

    // Another Categoria A resets it again; the same Categoria A again changes nothing shown.
    estado = escolher(estado, 'categoria_A', 'Compras');
    expect(estado.l1?.mudancas).toEqual({ categoria_A: 'Compras', subcategoria_A: 'Mercadoria' });
    expect(estado.l1?.repostos).toEqual(['subcategoria_A']);

    // Back to the saved values: nothing pending, nothing marked.
    estado = escolher(estado, 'categoria_A', 'Sem Categoria A');
    expect(estado).toEqual({});

    // A change that does not name its field (a pasted block) marks nothing.
    const colada = alteracoesReducer(SEM_ALTERACOES, {
      tipo: 'alterar',
      linha,
      mudancas: mudancasDeCampo('categoria_A', FSE),
    });
    expect(colada.l1?.repostos).toBeUndefined();
  });
});

describe('aplicarMudancas', () => {
  it('shows the edits over the row at once', () => {
    const valores = valoresDaLinha(linhaDeTeste());
    expect(aplicarMudancas(valores, { total: 200, gasto: 'Fixo' })).toMatchObject({
      total: 200,
      gasto: 'Fixo',
      nif: '500000000',
    });
    expect(aplicarMudancas(valores, undefined)).toBe(valores);
    expect(aplicarMudancas(valores, {})).toBe(valores);
  });
});
