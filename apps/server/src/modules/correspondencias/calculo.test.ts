import { describe, expect, it } from 'vitest';
import { ligadasJuntas } from './calculo';
import type { LinhaLigada } from './ligacoes.repository';

const ligada = (planilhaId: string, movimentoId: string): LinhaLigada => ({
  planilhaId,
  movimentoId,
  valorCents: 100,
  regra: 'valor-exato',
  explicacao: '',
});

const pares = (grupos: LinhaLigada[][]) =>
  grupos.map((g) => g.map((l) => `${l.planilhaId}-${l.movimentoId}`).sort()).sort();

describe('ligadasJuntas', () => {
  it('keeps together the links that share a document or a bank line, and apart the others', () => {
    const grupos = ligadasJuntas([
      // One bank line for two invoices…
      ligada('F1', 'M1'),
      ligada('F2', 'M1'),
      // …one of which has a second instalment: all three links are one group.
      ligada('F2', 'M2'),
      ligada('F3', 'M3'),
      ligada('F4', 'M4'),
    ]);
    expect(pares(grupos)).toEqual([['F1-M1', 'F2-M1', 'F2-M2'], ['F3-M3'], ['F4-M4']]);
  });

  it('a document id and a bank line id that are the same text stay different things', () => {
    expect(pares(ligadasJuntas([ligada('X', 'Y'), ligada('Y', 'X')]))).toEqual([['X-Y'], ['Y-X']]);
  });
});
