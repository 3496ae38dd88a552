import ts from 'typescript';

/**
 * Brazilian and English forms that have no place in the interface (pt-PT, AO90): each with the word to use.
 * Matched as whole words, ignoring case.
 */
export const FORMAS_PROIBIDAS: readonly { forma: RegExp; usar: string }[] = [
  { forma: /arquivos?/, usar: 'ficheiro' },
  { forma: /vocês?/, usar: 'o senhor, ou uma frase impessoal' },
  { forma: /usuári[oa]s?/, usar: 'utilizador' },
  { forma: /telas?/, usar: 'ecrã ou página' },
  { forma: /cadastr\p{L}*/u, usar: 'registo, registar, criar' },
  { forma: /salv(?:ar|e|ando|ou|amento)/, usar: 'guardar' },
  { forma: /contatos?/, usar: 'contacto' },
  { forma: /registr\p{L}*/u, usar: 'registo, registar' },
  { forma: /excluir/, usar: 'eliminar ou remover' },
  { forma: /deleta\p{L}*/u, usar: 'eliminar' },
  { forma: /senhas?/, usar: 'palavra-passe' },
  { forma: /celular/, usar: 'telemóvel' },
  { forma: /equipe/, usar: 'equipa' },
  { forma: /seção|seções/, usar: 'secção' },
  { forma: /gerenci\p{L}*/u, usar: 'gerir' },
  { forma: /acess(?:ar|e|ando)/, usar: 'aceder, abrir' },
  { forma: /digit(?:ar|e)/, usar: 'escrever, introduzir' },
  { forma: /baixar/, usar: 'transferir, descarregar' },
  { forma: /aplicativo/, usar: 'aplicação' },
  { forma: /\p{L}*ônic[oa]s?/u, usar: 'ó (económico, eletrónico)' },
  { forma: /recepç\p{L}*/u, usar: 'receção' },
  {
    forma: /upload|download|save|loading|password|settings|dashboard|username|submit|please/,
    usar: 'português',
  },
];

/**
 * Strings the SPEC quotes with one of those forms (SPEC §2, §8): the interface keeps them exactly, because they
 * are what the users of the old system know. Copied here so that the test runs without the SPEC beside the
 * repository. A '{…}' stands for a value put in (the SPEC writes the hour, 19h00, where the code puts the time).
 */
export const TEXTOS_DA_SPEC: readonly string[] = [
  'As senhas não coincidem.',
  'Erro ao importar arquivos.',
  'Erro ao redefinir senha. O token pode ter expirado.',
  'Erro ao salvar depreciações',
  'O sistema será desligado automaticamente às {hora}. Faltam {n} minutos (horário de Lisboa). Salve o seu progresso!',
  'Por favor selecione o arquivo.',
  'Por favor, selecione o arquivo e a loja.',
  'Por favor, selecione o arquivo, o ano e a loja.',
  'Salvar Alterações',
  'Selecionar pelo menos um arquivo.',
  'Tem a certeza de que deseja excluir todas as linhas de relatório? Esta ação é irreversível.',
];

/**
 * Other programs' own words, quoted so that a person finds them there: the Portal das Finanças' 'senha de
 * acesso' and the menu of BPI Net Empresas (also the heading of its exported file). Any case.
 */
export const NOMES_DE_OUTROS: readonly string[] = ['senha de acesso', 'Download de movimentos'];

/** Button labels the SPEC names without quotes ('Salvar'; 'Cancelar and Excluir' in §2's errors report): a text that is exactly one. */
export const ROTULOS_DA_SPEC: readonly string[] = ['Salvar', 'Excluir'];

export interface Texto {
  texto: string;
  linha: number;
}

/** Whether a string literal is code (a key, a path, a class name) rather than words shown to a person. */
function eCodigo(no: ts.Node): boolean {
  const pai = no.parent;
  if (ts.isImportDeclaration(pai) || ts.isExportDeclaration(pai) || ts.isExternalModuleReference(pai))
    return true;
  if (ts.isLiteralTypeNode(pai)) return true;
  if ((ts.isPropertyAssignment(pai) || ts.isPropertySignature(pai)) && pai.name === no) return true;
  if (ts.isElementAccessExpression(pai) && pai.argumentExpression === no) return true;
  return false;
}

/**
 * The texts of a source file that may reach a person: string and template literals that read as words (with a
 * space, or starting with a capital), and JSX text. Template literals keep '{}' where a value goes in.
 */
export function textosDoCodigo(fonte: string, nome = 'fonte.tsx'): Texto[] {
  const ficheiro = ts.createSourceFile(
    nome,
    fonte,
    ts.ScriptTarget.Latest,
    true,
    nome.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const textos: Texto[] = [];
  const juntar = (no: ts.Node, texto: string, sempre: boolean) => {
    const limpo = texto.replace(/\s+/g, ' ').trim();
    if (!limpo) return;
    // One word in lower case or in capitals is a key, a method or a constant; words shown start with a capital.
    if (!sempre && !/\s/.test(limpo) && !/^\p{Lu}\p{Ll}/u.test(limpo)) return;
    textos.push({ texto: limpo, linha: ficheiro.getLineAndCharacterOfPosition(no.getStart()).line + 1 });
  };
  const visitar = (no: ts.Node) => {
    if (ts.isStringLiteral(no) || ts.isNoSubstitutionTemplateLiteral(no)) {
      if (!eCodigo(no)) juntar(no, no.text, false);
    } else if (ts.isTemplateExpression(no)) {
      const partes = [no.head.text, ...no.templateSpans.map((s) => s.literal.text)];
      juntar(no, partes.join('{}'), false);
    } else if (ts.isJsxText(no)) {
      juntar(no, no.text, true);
    }
    ts.forEachChild(no, visitar);
  };
  visitar(ficheiro);
  return textos;
}

const LETRA = String.raw`[\p{L}\p{N}_]`;
const PROIBIDAS = FORMAS_PROIBIDAS.map(({ forma, usar }) => ({
  forma: new RegExp(`(?<!${LETRA})(?:${forma.source})(?!${LETRA})`, 'iu'),
  usar,
}));

const escapar = (texto: string) => texto.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A SPEC string as a pattern: its '{…}' match whatever the code puts there (a '{}' of a template, a value). */
const PERMITIDOS = [
  ...TEXTOS_DA_SPEC.map(
    (t) =>
      new RegExp(
        t
          .split(/\{[^}]*\}/)
          .map(escapar)
          .join('.*?'),
        'gu',
      ),
  ),
  ...NOMES_DE_OUTROS.map((t) => new RegExp(escapar(t), 'giu')),
];

/** The forbidden forms in a text, once the SPEC's own strings and other programs' words are taken out of it. */
export function formasEncontradas(texto: string): { palavra: string; usar: string }[] {
  if (ROTULOS_DA_SPEC.includes(texto)) return [];
  let resto = texto;
  for (const permitido of PERMITIDOS) resto = resto.replace(permitido, ' ');
  const achadas: { palavra: string; usar: string }[] = [];
  for (const { forma, usar } of PROIBIDAS) {
    const achada = forma.exec(resto);
    if (achada) achadas.push({ palavra: achada[0], usar });
  }
  return achadas;
}
