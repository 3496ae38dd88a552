import type { PrimeirosPassos } from '@contas/core/contrato';
import { describe, expect, it } from 'vitest';
import { caminhoNovaLoja, mostrarPrimeirosPassos, passosMostrados } from './primeiros-passos';

const NOVA: PrimeirosPassos = {
  lojas: 0,
  importacoes: { efatura: 0, extrato: 0 },
  linhas: 0,
  porClassificar: 0,
  percentagemClassificada: 0,
  relatoriosVistos: false,
  feitos: { lojas: false, importar: false, classificar: false, relatorios: false },
  dispensado: false,
};

describe('primeiros passos', () => {
  it('lists the four steps in order, each with its link', () => {
    const passos = passosMostrados('e1', NOVA);
    expect(passos.map((p) => [p.id, p.titulo, p.estado, p.link.to])).toEqual([
      ['lojas', 'Criar as lojas', 'Ainda sem lojas.', '/empresa/e1/admin?nova-loja'],
      [
        'importar',
        'Importar e-faturas e extratos',
        'E-fatura: 0 importações; extratos: 0 importações.',
        '/empresa/e1/importar-ficheiros',
      ],
      ['classificar', 'Classificar as linhas', 'Ainda sem linhas para classificar.', '/empresa/e1/planilha'],
      [
        'relatorios',
        'Ver os relatórios',
        'Demonstração de resultados, fluxo de caixa, IVA, ponto de equilíbrio e outros.',
        '/empresa/e1/demonstracao-resultados',
      ],
    ]);
  });

  it('says what the data shows, singular and plural', () => {
    const passos = passosMostrados('e1', {
      ...NOVA,
      lojas: 1,
      importacoes: { efatura: 2, extrato: 1 },
      linhas: 40,
      porClassificar: 1,
      percentagemClassificada: 97,
      relatoriosVistos: true,
      feitos: { lojas: true, importar: true, classificar: true, relatorios: true },
    });
    expect(passos.map((p) => [p.estado, p.feito])).toEqual([
      ['1 loja criada.', true],
      ['E-fatura: 2 importações; extratos: 1 importação.', true],
      ['97 % classificadas (1 linha por classificar).', true],
      ['Já abriu os relatórios.', true],
    ]);
  });

  it('is shown until every step is done or it is put away', () => {
    expect(mostrarPrimeirosPassos(NOVA)).toBe(true);
    expect(mostrarPrimeirosPassos({ ...NOVA, dispensado: true })).toBe(false);
    expect(
      mostrarPrimeirosPassos({
        ...NOVA,
        feitos: { lojas: true, importar: true, classificar: true, relatorios: true },
      }),
    ).toBe(false);
  });

  it('the store link opens the administration page on its form', () => {
    expect(caminhoNovaLoja('a b')).toBe('/empresa/a%20b/admin?nova-loja');
  });
});
