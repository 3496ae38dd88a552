import { describe, expect, it } from 'vitest';
import { descreverCategorizacao, linhaClassificada } from './categorizacao';
import { linhaDeTeste } from './test-fixtures';

const campos = {
  categoria_A: 'Fornecimentos e serviços externos',
  subcategoria_A: 'Electricidade',
  categoria_B: 'Sem Categoria B',
  subcategoria_B: 'Sem Subcategoria B',
  rubrica_B: 'Sem Rúbrica B',
  tipologia: 'Empresa',
  gasto: 'N/A',
};
const classificada = linhaDeTeste({ ...campos, categorizacaoAutomatica: { origem: 'nif', campos } });

describe('descreverCategorizacao', () => {
  it('is nothing for a row a person classified', () => {
    expect(descreverCategorizacao(linhaDeTeste())).toBeUndefined();
    expect(descreverCategorizacao(linhaDeTeste({ categorizacaoAutomatica: null }))).toBeUndefined();
  });

  it('says which history it came from and what it set', () => {
    expect(descreverCategorizacao(classificada)).toBe(
      'Categorizada automaticamente a partir das faturas anteriores do mesmo NIF (500000000) — ' +
        'Categoria A: Fornecimentos e serviços externos; Subcategoria A: Electricidade; Tipologia: Empresa.',
    );
    expect(
      descreverCategorizacao({ ...classificada, categorizacaoAutomatica: { origem: 'descricao', campos } }),
    ).toMatch(
      /^Categorizada automaticamente a partir dos movimentos bancários anteriores com a mesma descrição — /,
    );
    expect(
      descreverCategorizacao({ ...classificada, categorizacaoAutomatica: { origem: 'cartao', campos } }),
    ).toMatch(/^Categorizada automaticamente como comissão do terminal de pagamento automático \(TPA\) — /);
  });

  it('notes a later change by a person', () => {
    expect(descreverCategorizacao({ ...classificada, subcategoria_A: 'Honorários' })).toMatch(
      / Alterada depois manualmente\.$/,
    );
  });

  it('names the history in general for an origin it does not know, and no fields when none were set', () => {
    expect(
      descreverCategorizacao(linhaDeTeste({ categorizacaoAutomatica: { origem: 'outra', campos: null } })),
    ).toBe('Categorizada automaticamente a partir do histórico da empresa.');
  });
});

describe('by a rule, and which rows can give one', () => {
  it('says a rule classified the row', () => {
    const porRegra = linhaDeTeste({ ...campos, categorizacaoAutomatica: { origem: 'regra', campos } });
    expect(descreverCategorizacao(porRegra)).toBe(
      'Categorizada automaticamente por uma regra de categorização — Categoria A: Fornecimentos e serviços externos; Subcategoria A: Electricidade; Tipologia: Empresa.',
    );
  });

  it('offers a rule only from a row with a Categoria A or B', () => {
    expect(linhaClassificada(linhaDeTeste())).toBe(false);
    expect(linhaClassificada(linhaDeTeste(campos))).toBe(true);
    expect(
      linhaClassificada(linhaDeTeste({ categoria_B: 'Fluxos de caixa das actividades operacionais' })),
    ).toBe(true);
  });
});
