/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formasEncontradas, textosDoCodigo } from './pt-pt';

const RAIZ = path.resolve(import.meta.dirname, '../../../..');

/** The source files of a folder, without tests, their fixtures and the subfolders given. */
function fontes(pasta: string, fora: readonly string[] = []): string[] {
  const todos: string[] = readdirSync(path.join(RAIZ, pasta), { recursive: true, encoding: 'utf8' });
  return todos
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .filter((f) => !f.includes('__fixtures__'))
    .filter((f) => !fora.some((pasta) => f.startsWith(pasta)))
    .map((f) => path.join(pasta, f));
}

describe('textos do código', () => {
  it('lê literais, modelos e texto JSX; deixa de fora chaves, importações e tipos', () => {
    const fonte = [
      "import x from 'arquivo';",
      "type Campo = 'senha' | 'email';",
      "const erro = { senha: 'Indique a palavra-passe.', 'aria-label': 'Fechar' };",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal, read by the test
      'const m = `Faltam ${n} minutos`;',
      "const k = dados['usuario'];",
      'const e = <Button title="Guardar">Salvar o arquivo</Button>;',
      "const chave = 'senha';",
    ].join('\n');
    expect(textosDoCodigo(fonte)).toEqual([
      { texto: 'Indique a palavra-passe.', linha: 3 },
      { texto: 'Fechar', linha: 3 },
      { texto: 'Faltam {} minutos', linha: 4 },
      { texto: 'Guardar', linha: 6 },
      { texto: 'Salvar o arquivo', linha: 6 },
    ]);
  });
});

describe('formas brasileiras e inglesas', () => {
  it('acha palavras inteiras, sem olhar a maiúsculas nem acentos à volta', () => {
    expect(formasEncontradas('Você pode salvar o arquivo na tela do usuário.').map((f) => f.palavra)).toEqual(
      ['arquivo', 'Você', 'usuário', 'tela', 'salvar'],
    );
    expect(formasEncontradas('Faça o cadastro e o download.').map((f) => f.palavra)).toEqual([
      'cadastro',
      'download',
    ]);
    expect(formasEncontradas('Estela guardou a telha e a salvaguarda do registo.')).toEqual([]);
  });

  it('deixa os textos da SPEC como são, e só eles', () => {
    expect(formasEncontradas('Erro ao importar arquivos.')).toEqual([]);
    expect(formasEncontradas('Salvar Alterações')).toEqual([]);
    expect(formasEncontradas('Salvar')).toEqual([]);
    expect(
      formasEncontradas(
        'O sistema será desligado automaticamente às 19h00. Faltam {} minutos (horário de Lisboa). Salve o seu progresso!',
      ),
    ).toEqual([]);
    expect(
      formasEncontradas(
        'O sistema será desligado automaticamente às {}. Faltam {} minutos (horário de Lisboa). Salve o seu progresso!',
      ),
    ).toEqual([]);
    expect(formasEncontradas('Salvar agora').map((f) => f.palavra)).toEqual(['Salvar']);
    expect(
      formasEncontradas('Erro ao importar arquivos. Escolha outro arquivo.').map((f) => f.palavra),
    ).toEqual(['arquivo']);
  });

  it('deixa as palavras de outros programas citadas', () => {
    expect(formasEncontradas('Entre com o NIF e a senha de acesso da empresa.')).toEqual([]);
    expect(formasEncontradas('BPI Net Empresas: «Download de movimentos»')).toEqual([]);
    expect(formasEncontradas('Entre com a senha da empresa.').map((f) => f.palavra)).toEqual(['senha']);
  });

  // Parsing a thousand files takes seconds on a shared machine.
  it('nenhum texto da aplicação web, do servidor ou do core as usa fora dos textos da SPEC', {
    timeout: 120_000,
  }, () => {
    const achadas: string[] = [];
    for (const ficheiro of [
      ...fontes('apps/web/src'),
      ...fontes('apps/server/src', ['db/migrations']),
      ...fontes('packages/core/src'),
    ]) {
      for (const { texto, linha } of textosDoCodigo(
        readFileSync(path.join(RAIZ, ficheiro), 'utf8'),
        ficheiro,
      ))
        for (const { palavra, usar } of formasEncontradas(texto))
          achadas.push(`${ficheiro}:${linha}: '${palavra}' (use ${usar}) em «${texto}»`);
    }
    expect(achadas).toEqual([]);
  });
});
