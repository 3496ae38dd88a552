import { describe, expect, it } from 'vitest';
import { decidirAcesso, type PedidoAcesso } from './acesso';

const base: PedidoAcesso = {
  empresaId: 'e1',
  selecionada: { empresaId: 'e1', role: 'leitor' },
  empresa: { estado: 'carregando' },
  pagina: 'resumo',
};

describe('decidirAcesso', () => {
  it('sends to the company list without a selected company or with another one', () => {
    expect(decidirAcesso({ ...base, selecionada: undefined })).toEqual({ tipo: 'lista' });
    expect(decidirAcesso({ ...base, selecionada: { empresaId: 'e2', role: 'admin' } })).toEqual({
      tipo: 'lista',
    });
  });

  it('sends to the company list when the server says the user is not a member', () => {
    expect(decidirAcesso({ ...base, empresa: { estado: 'nao-membro' } })).toEqual({ tipo: 'lista' });
  });

  it('lets the stored role open a page it allows while the server answers', () => {
    expect(decidirAcesso(base)).toEqual({ tipo: 'permitir', role: 'leitor' });
  });

  it('waits instead of refusing while only the stored role refuses', () => {
    expect(decidirAcesso({ ...base, pagina: 'planilha' })).toEqual({ tipo: 'aguardar' });
  });

  it("follows the server's role over the stored one, both ways", () => {
    expect(
      decidirAcesso({ ...base, pagina: 'admin', empresa: { estado: 'carregada', role: 'admin' } }),
    ).toEqual({ tipo: 'permitir', role: 'admin' });
    expect(
      decidirAcesso({
        ...base,
        selecionada: { empresaId: 'e1', role: 'admin' },
        pagina: 'admin',
        empresa: { estado: 'carregada', role: 'editor' },
      }),
    ).toEqual({ tipo: 'nao-autorizado' });
  });

  it('falls back on the stored role when the server cannot be reached', () => {
    expect(decidirAcesso({ ...base, pagina: 'lista-erros', empresa: { estado: 'falhou' } })).toEqual({
      tipo: 'nao-autorizado',
    });
    expect(
      decidirAcesso({
        ...base,
        selecionada: { empresaId: 'e1', role: 'editor' },
        pagina: 'planilha',
        empresa: { estado: 'falhou' },
      }),
    ).toEqual({ tipo: 'permitir', role: 'editor' });
  });

  it('lets the index through: it only redirects to the first page', () => {
    expect(decidirAcesso({ ...base, pagina: undefined })).toEqual({ tipo: 'permitir', role: 'leitor' });
  });
});
