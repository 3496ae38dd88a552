import { describe, expect, it } from 'vitest';
import { paginaDasRotas, tituloDocumento, tituloHandle } from './titulo-documento';

describe('título do documento', () => {
  it('a página, a empresa e a aplicação, pela ordem', () => {
    expect(tituloDocumento('Planilha', 'Café Demonstração, Lda')).toBe(
      'Planilha · Café Demonstração, Lda · Contas Claras',
    );
    expect(tituloDocumento('Iniciar sessão')).toBe('Iniciar sessão · Contas Claras');
  });

  it('deixa de fora o que ainda não se sabe', () => {
    expect(tituloDocumento('Planilha', undefined)).toBe('Planilha · Contas Claras');
    expect(tituloDocumento(undefined)).toBe('Contas Claras');
  });

  it('lê a rota mais funda que nomeia uma página', () => {
    expect(paginaDasRotas([undefined, tituloHandle('Perfil')])).toEqual({ titulo: 'Perfil' });
    expect(paginaDasRotas([tituloHandle('Empresas'), { pagina: 'planilha' }, undefined])).toEqual({
      pagina: 'planilha',
    });
    expect(paginaDasRotas([{ pagina: 'outra' }, null])).toBeUndefined();
    expect(paginaDasRotas([])).toBeUndefined();
  });
});
