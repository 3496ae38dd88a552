import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { campoDoErro, lerEuros, lerMudancas } from './planilha.campos';
import { termosDePesquisa } from './planilha.service';

function erro(fn: () => unknown): { status: number; campo: string | undefined } {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return { status: e.status, campo: campoDoErro(e) };
    throw e;
  }
  throw new Error('não falhou');
}

describe('lerMudancas', () => {
  it('reads the nested and the flat shapes alike', () => {
    const aninhado = lerMudancas({
      fatura: { total: 12.3, dataEmissao: '05/10/2026' },
      categoria_A: 'Compras',
    });
    const plano = lerMudancas({
      'fatura.total': '12,30',
      'fatura.dataEmissao': '2026-10-05',
      categoria_A: 'Compras',
    });
    const esperado = [
      { campo: 'fatura.total', valor: 1230 },
      { campo: 'fatura.dataEmissao', valor: '2026-10-05' },
      { campo: 'categoria_A', valor: 'Compras' },
    ];
    expect(aninhado).toEqual(esperado);
    expect(plano).toEqual(esperado);
    expect(lerMudancas({ 'extrato.tipoMovimento': 'Entrada', extrato: { descricao: '  ' } })).toEqual([
      { campo: 'tipoMovimento', valor: 'Entrada' },
      { campo: 'extrato.descricao', valor: null },
    ]);
  });

  it('names the field of each refusal', () => {
    expect(erro(() => lerMudancas({ total: 1 }))).toEqual({ status: 400, campo: 'total' });
    expect(erro(() => lerMudancas({ _id: 'x' }))).toEqual({ status: 400, campo: '_id' });
    expect(erro(() => lerMudancas({ fatura: { iva: 'muito' } }))).toEqual({
      status: 400,
      campo: 'fatura.iva',
    });
    expect(erro(() => lerMudancas({ loja: 'Loja Sul' }))).toEqual({ status: 400, campo: 'loja' });
    expect(erro(() => lerMudancas({ dataPagamento: 20261005 }))).toEqual({
      status: 400,
      campo: 'dataPagamento',
    });
    expect(erro(() => lerMudancas([]))).toEqual({ status: 400, campo: 'mudancas' });
  });
});

describe('lerEuros', () => {
  it.each([
    [12.3, 1230],
    [-0.07, -7],
    ['1.234,56', 123456],
    ['1234.56', 123456],
    ['1234,5', 123450],
    ['-1 200,00 €', -120000],
  ])('%s → %i cents', (valor, cents) => expect(lerEuros(valor)).toBe(cents));

  it.each([[1.005], ['12,345'], [Number.NaN], ['abc'], [true], [1e14]])('refuses %s', (valor) =>
    expect(lerEuros(valor)).toBeUndefined(),
  );
});

describe('termosDePesquisa', () => {
  it('splits words and reads amounts written with decimals', () => {
    expect(termosDePesquisa('  água  1.234,56 ')).toEqual([
      { texto: 'água' },
      { texto: '1.234,56', valor: '1234,56' },
    ]);
    expect(termosDePesquisa('-12,3')).toEqual([{ texto: '-12,3', valor: '12,30' }]);
    expect(termosDePesquisa('2026')).toEqual([{ texto: '2026' }]);
    expect(termosDePesquisa(undefined)).toEqual([]);
  });
});
