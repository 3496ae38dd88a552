import { describe, expect, it } from 'vitest';
import { caminhoEmpresa, isPaginaId, PAGINAS, paginasNaNavegacao, podeAbrir } from './paginas';

describe('podeAbrir (SPEC §6)', () => {
  const todos = [
    'resumo',
    'demonstracao-resultados',
    'fluxo-de-caixa',
    'por-pagar',
    'dados-orcamento',
    'orcamento-dr',
    'orcamento-fluxo-de-caixa',
    'mapa-previsao-iva',
    'analise-ticket-medio',
    'ponto-de-equilibrio',
    'analise-venda-produtos',
    'concorrencia',
    'regras-categorizacao',
  ] as const;

  it.each(todos)('%s is open to every role', (pagina) => {
    expect(podeAbrir(pagina, 'admin')).toBe(true);
    expect(podeAbrir(pagina, 'editor')).toBe(true);
    expect(podeAbrir(pagina, 'leitor')).toBe(true);
  });

  it.each(['importar-ficheiros', 'planilha', 'depreciacoes'] as const)(
    '%s needs admin or editor',
    (pagina) => {
      expect(podeAbrir(pagina, 'admin')).toBe(true);
      expect(podeAbrir(pagina, 'editor')).toBe(true);
      expect(podeAbrir(pagina, 'leitor')).toBe(false);
    },
  );

  it.each(['admin', 'loja', 'lista-erros'] as const)('%s needs admin', (pagina) => {
    expect(podeAbrir(pagina, 'admin')).toBe(true);
    expect(podeAbrir(pagina, 'editor')).toBe(false);
    expect(podeAbrir(pagina, 'leitor')).toBe(false);
  });

  it('covers every page of the table', () => {
    expect(Object.keys(PAGINAS).sort()).toEqual(
      [...todos, 'importar-ficheiros', 'planilha', 'depreciacoes', 'admin', 'loja', 'lista-erros'].sort(),
    );
  });
});

describe('paginasNaNavegacao', () => {
  it('shows a reader only the reports, in order, starting with Resumo', () => {
    const titulos = paginasNaNavegacao('leitor').map((p) => p.titulo);
    expect(titulos[0]).toBe('Resumo');
    expect(titulos).toHaveLength(12);
    expect(titulos).not.toContain('Planilha');
    expect(titulos).not.toContain('Administração');
    // A reader may open the rules, read-only, but the menu does not offer them.
    expect(titulos).not.toContain('Regras de categorização');
  });

  it('adds the editing pages for an editor and the administration for an admin', () => {
    const editor = paginasNaNavegacao('editor').map((p) => p.titulo);
    expect(editor).toContain('Importar Ficheiros');
    expect(editor).toContain('Planilha');
    expect(editor).toContain('Depreciações');
    expect(editor).toContain('Regras de categorização');
    expect(editor).not.toContain('Relatório de Erros');
    const admin = paginasNaNavegacao('admin').map((p) => p.titulo);
    expect(admin).toHaveLength(18);
    expect(admin).toContain('Administração');
    expect(admin).toContain('Relatório de Erros');
  });

  it('never lists the shop page, which is reached from the administration', () => {
    expect(paginasNaNavegacao('admin').map((p) => p.id)).not.toContain('loja');
  });
});

describe('caminhoEmpresa / isPaginaId', () => {
  it('builds absolute addresses, with the shop id in place', () => {
    expect(caminhoEmpresa('e1', 'resumo')).toBe('/empresa/e1/resumo');
    expect(caminhoEmpresa('e1', 'loja', 'l 2')).toBe('/empresa/e1/loja/l%202');
  });

  it('knows the page ids and nothing else', () => {
    expect(isPaginaId('planilha')).toBe(true);
    expect(isPaginaId('toString')).toBe(false);
    expect(isPaginaId(undefined)).toBe(false);
  });
});
