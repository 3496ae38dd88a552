import { ApiError } from '../../lib/api-client';
/**
 * The import screen's forms (SPEC §2 "File import screen", §5, §7 "Imports", §8): what each
 * form asks, its validation alerts, and the multipart request it sends. No React here.
 */

export type TipoImportacao = 'efatura-extrato' | 'planilha' | 'orcamento' | 'produtos';

/** The menu's order (SPEC §2). */
export const TIPOS_IMPORTACAO: readonly TipoImportacao[] = [
  'efatura-extrato',
  'planilha',
  'orcamento',
  'produtos',
];

/** Templates the server generates (`GET /get/modelos/{modelo}`); e-fatura and statements are external formats. */
export type ModeloImportacao = 'planilha-completa' | 'orcamento' | 'produtos';

interface DefinicaoImportacao {
  /** The menu entry and the form's heading. */
  titulo: string;
  /** The submit button. */
  botao: string;
  /** SPEC §8: shown before the server's reason when the import fails. */
  falha: string;
  /** SPEC §5: shown when a required choice is missing. */
  validacao: string;
  modelo?: ModeloImportacao;
  pedeLoja: boolean;
  pedeAno: boolean;
}

export const IMPORTACOES: Record<TipoImportacao, DefinicaoImportacao> = {
  'efatura-extrato': {
    titulo: 'Importar Extratos & Faturas',
    botao: 'Importar E-Faturas & Extratos',
    falha: 'Erro ao importar arquivos.',
    validacao: 'Selecionar pelo menos um arquivo.',
    pedeLoja: false,
    pedeAno: false,
  },
  planilha: {
    titulo: 'Importar Planilha Completa',
    botao: 'Importar Planilha',
    falha: 'Erro ao importar planilha.',
    validacao: 'Por favor selecione o arquivo.',
    modelo: 'planilha-completa',
    pedeLoja: true,
    pedeAno: false,
  },
  orcamento: {
    titulo: 'Importar Orçamento Anual',
    botao: 'Importar Orçamento',
    falha: 'Erro ao importar orçamento.',
    validacao: 'Por favor, selecione o arquivo, o ano e a loja.',
    modelo: 'orcamento',
    pedeLoja: true,
    pedeAno: true,
  },
  produtos: {
    titulo: 'Importar Produtos de Vendas',
    botao: 'Importar Produtos',
    falha: 'Erro ao importar produtos.',
    validacao: 'Por favor, selecione o arquivo e a loja.',
    modelo: 'produtos',
    pedeLoja: true,
    pedeAno: false,
  },
};

export function isTipoImportacao(value: unknown): value is TipoImportacao {
  return typeof value === 'string' && Object.hasOwn(IMPORTACOES, value);
}

export const IMPORTACAO_CONCLUIDA = 'Importamento concluído!';
export const CORRESPONDENCIAS_CONCLUIDAS = '✅ Processamento concluído!';
export const CORRESPONDENCIAS_FALHARAM = 'Erro ao processar correspondências.';

/** What the user has chosen in a form; each form uses only its own fields. */
export interface RascunhoImportacao {
  efatura: File | null;
  extrato: File | null;
  ficheiro: File | null;
  /** '' while no store is chosen. */
  lojaId: string;
  ano: number | null;
}

export const RASCUNHO_VAZIO: RascunhoImportacao = {
  efatura: null,
  extrato: null,
  ficheiro: null,
  lojaId: '',
  ano: null,
};

/** The two pickers of the e-fatura and statement form (and the multipart fields of SPEC §7). */
export type CampoFicheiro = 'efatura' | 'extrato';

/** One file of a multiple choice, with the picker it came from. */
export interface FicheiroNaFila {
  campo: CampoFicheiro;
  ficheiro: File;
}

/**
 * Several files chosen at once, in the order they are sent: one request each (the server reads each by its
 * content, whichever picker it came from), e-faturas first so that their summary comes first.
 */
export function filaDeImportacao(efaturas: readonly File[], extratos: readonly File[]): FicheiroNaFila[] {
  return [
    ...efaturas.map((ficheiro) => ({ campo: 'efatura' as const, ficheiro })),
    ...extratos.map((ficheiro) => ({ campo: 'extrato' as const, ficheiro })),
  ];
}

/** The request of one file of the queue: SPEC §7's call with that file alone. */
export function rascunhoDoFicheiro({ campo, ficheiro }: FicheiroNaFila): RascunhoImportacao {
  return { ...RASCUNHO_VAZIO, [campo]: ficheiro };
}

/** The server's limit for one file (SPEC: 413 over 20 MB). */
export const LIMITE_FICHEIRO_BYTES = 20 * 1024 * 1024;

/** The files the form would send, in the order they are sent. */
export function ficheirosDoRascunho(tipo: TipoImportacao, rascunho: RascunhoImportacao): File[] {
  const ficheiros = tipo === 'efatura-extrato' ? [rascunho.efatura, rascunho.extrato] : [rascunho.ficheiro];
  return ficheiros.filter((f): f is File => f !== null);
}

/** SPEC §5: the alert for a form with a missing choice, or undefined when it can be sent. */
export function validarImportacao(tipo: TipoImportacao, rascunho: RascunhoImportacao): string | undefined {
  const definicao = IMPORTACOES[tipo];
  const semFicheiro = ficheirosDoRascunho(tipo, rascunho).length === 0;
  const semLoja = definicao.pedeLoja && rascunho.lojaId === '';
  const semAno = definicao.pedeAno && rascunho.ano === null;
  return semFicheiro || semLoja || semAno ? definicao.validacao : undefined;
}

function formatMegabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1).replace('.', ',');
}

/**
 * A file over the server's limit, refused before sending it (the server would answer 413 only
 * after the upload, or cut the connection): the reason to show, or undefined.
 */
export function ficheiroDemasiadoGrande(ficheiros: readonly File[]): string | undefined {
  const grande = ficheiros.find((f) => f.size > LIMITE_FICHEIRO_BYTES);
  if (!grande) return undefined;
  return `O ficheiro "${grande.name}" tem ${formatMegabytes(grande.size)} MB e excede o limite de ${
    LIMITE_FICHEIRO_BYTES / 1024 / 1024
  } MB.`;
}

/** SPEC §9: the budget import offers 10 years from the current year forward. */
export function anosOrcamento(anoAtual: number): number[] {
  return Array.from({ length: 10 }, (_, i) => anoAtual + i);
}

/** SPEC §9: the budget year defaults to next year. */
export function anoOrcamentoPredefinido(anoAtual: number): number {
  return anoAtual + 1;
}

/** The store a form starts with: the only one when there is one, otherwise none (a wrong store is worse than a click). */
export function lojaPredefinida(lojas: readonly { _id: string }[]): string {
  return lojas.length === 1 ? (lojas[0]?._id ?? '') : '';
}

/**
 * File types each picker offers. Both pickers take every type the upload does: the server reads each file by
 * its content, so a mixed choice in either picker is imported right.
 */
export const ACEITES = {
  efatura: '.csv,.txt,.xlsx,.xml,.ofx,.qfx',
  extrato: '.csv,.txt,.xlsx,.xml,.ofx,.qfx',
  modelo: '.xlsx',
} as const;

export interface PedidoImportacao {
  path: string;
  body: FormData;
}

const seg = encodeURIComponent;

/**
 * SPEC §7 "Imports": the address and the multipart body of an import. Text fields go before the
 * files, so that a server reading the stream knows them when the file arrives. Call only with a
 * rascunho that `validarImportacao` accepts.
 */
export function pedidoDeImportacao(
  empresaId: string,
  tipo: TipoImportacao,
  rascunho: RascunhoImportacao,
  opcoes: { confirmarContas?: boolean } = {},
): PedidoImportacao {
  const body = new FormData();
  switch (tipo) {
    case 'efatura-extrato': {
      body.append('tipoUpload', 'upload-efatura-extrato');
      // The person confirmed a statement of an account another company has (the server asked, 409).
      if (opcoes.confirmarContas) body.append('confirmarContas', 'sim');
      if (rascunho.efatura) body.append('efatura', rascunho.efatura, rascunho.efatura.name);
      if (rascunho.extrato) body.append('extrato', rascunho.extrato, rascunho.extrato.name);
      return { path: `/api/upload/${seg(empresaId)}`, body };
    }
    case 'orcamento': {
      body.append('tipoArquivo', 'orcamento');
      body.append('tipoUpload', 'upload-orcamento');
      if (rascunho.ficheiro) body.append('file', rascunho.ficheiro, rascunho.ficheiro.name);
      return {
        path: `/api/upload/orcamento/${seg(empresaId)}/${seg(rascunho.lojaId)}/${seg(String(rascunho.ano ?? ''))}`,
        body,
      };
    }
    case 'planilha': {
      body.append('tipoArquivo', 'planilha-completa');
      body.append('tipoUpload', 'upload-planilha');
      body.append('lojaId', rascunho.lojaId);
      if (rascunho.ficheiro) body.append('file', rascunho.ficheiro, rascunho.ficheiro.name);
      return { path: `/api/upload/planilha/${seg(empresaId)}/${seg(rascunho.lojaId)}`, body };
    }
    case 'produtos': {
      body.append('tipoArquivo', 'produtos');
      body.append('tipoUpload', 'upload-produtos');
      body.append('lojaId', rascunho.lojaId);
      if (rascunho.ficheiro) body.append('file', rascunho.ficheiro, rascunho.ficheiro.name);
      return { path: `/api/criar-produtos/${seg(empresaId)}/${seg(rascunho.lojaId)}`, body };
    }
  }
}

/** `GET /get/modelos/{modelo}?ano=` and the name to save it under if the server gives none. */
export function pedidoDeModelo(modelo: ModeloImportacao, ano: number): { path: string; nome: string } {
  if (modelo === 'planilha-completa') {
    return { path: '/get/modelos/planilha-completa', nome: 'modelo-planilha-completa.xlsx' };
  }
  return { path: `/get/modelos/${modelo}?ano=${ano}`, nome: `modelo-${modelo}-${ano}.xlsx` };
}

/** The server's question when a statement's account belongs to another company (409), or undefined. */
export function contaDeOutraEmpresa(erro: unknown): string | undefined {
  if (!(erro instanceof ApiError) || erro.status !== 409) return undefined;
  const detalhes = (erro.data as { detalhes?: { codigo?: unknown } } | undefined)?.detalhes;
  return detalhes?.codigo === 'conta-de-outra-empresa' ? erro.message : undefined;
}
