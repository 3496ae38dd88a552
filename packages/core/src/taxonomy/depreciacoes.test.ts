import { describe, expect, it } from 'vitest';
import { CATEGORIAS_DEPRECIACAO, isCategoriaDepreciacao } from './depreciacoes';

describe('CATEGORIAS_DEPRECIACAO', () => {
  it('lists the depreciable SNC classes with stable keys and labels', () => {
    expect(CATEGORIAS_DEPRECIACAO.map((c) => [c.key, c.label, c.conta])).toEqual([
      ['edificios_outras_construcoes', 'Edifícios e outras construções', '432'],
      ['equipamento_basico', 'Equipamento básico', '433'],
      ['equipamento_transporte', 'Equipamento de transporte', '434'],
      ['equipamento_administrativo', 'Equipamento administrativo', '435'],
      ['equipamentos_biologicos', 'Equipamentos biológicos', '436'],
      ['outros_ativos_fixos_tangiveis', 'Outros ativos fixos tangíveis', '437'],
      ['programas_computador', 'Programas de computador', '443'],
      ['propriedade_industrial', 'Propriedade industrial', '444'],
      ['outros_ativos_intangiveis', 'Outros ativos intangíveis', '446'],
    ]);
  });

  it('uses snake_case ascii keys', () => {
    for (const { key } of CATEGORIAS_DEPRECIACAO) expect(key).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(isCategoriaDepreciacao('equipamento_basico')).toBe(true);
    expect(isCategoriaDepreciacao('terrenos')).toBe(false);
  });
});
