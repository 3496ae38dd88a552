import path from 'node:path';
import { importacaoDeModeloConcluida, type ResultadoDoModelo } from '@contas/core/contrato';
import type { FalhaFicheiro, TipoFalha } from '@contas/core/modelos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITE_FICHEIRO_BYTES } from '../../app';
import { AppError, type ErrorCode, invalido } from '../../errors/app-error';
import {
  type CampoDoFormulario,
  comEsquemas,
  daEmpresa,
  foraDoPortao,
  requireEmpresa,
  requireUtilizador,
} from '../../http/access';
import { limparNomeDeFicheiro } from '../../http/texto';
import { idParam } from '../../http/validation';

/** What the import screen sends besides the file (SPEC §7 "Imports"). */
export interface PedidoModelo {
  tipoArquivo: string;
  tipoUpload: string;
  /** SPEC §5's message when the file (or another part of the form) is missing. */
  emFalta: string;
  /** The store of the path, which the form's `lojaId` field (when sent) must name too. */
  lojaId: string;
  modelo: string;
}

export interface FicheiroModelo {
  nome: string;
  bytes: Uint8Array;
}

/** The form `lerFicheiroModelo` reads for an import (everything but the path's store), for the API description. */
export function formularioModelo(
  pedido: Pick<PedidoModelo, 'tipoArquivo' | 'tipoUpload' | 'modelo'>,
): Record<'file' | 'tipoArquivo' | 'tipoUpload' | 'lojaId', CampoDoFormulario> {
  const opcional = 'Opcional; se vier, tem de ser este valor.';
  return {
    file: {
      ficheiro: true,
      obrigatorio: true,
      descricao: `O ${pedido.modelo} preenchido (.xlsx, até ${LIMITE_FICHEIRO_BYTES / 1024 / 1024} MB).`,
    },
    tipoArquivo: { valor: pedido.tipoArquivo, descricao: opcional },
    tipoUpload: { valor: pedido.tipoUpload, descricao: opcional },
    lojaId: { descricao: 'Opcional; se vier, tem de ser a loja do endereço.' },
  };
}

const CODIGO_DA_FALHA: Record<TipoFalha, ErrorCode> = {
  formato: 'tipo-nao-suportado',
  corrompido: 'invalido',
  inseguro: 'demasiado-grande',
  modelo: 'invalido',
};

/** A file the parser refused as a whole: 415 not a spreadsheet, 413 refused for safety, else 400. */
export function erroDaFalha(nome: string, falha: FalhaFicheiro): AppError {
  return new AppError(CODIGO_DA_FALHA[falha.tipo], `"${nome}": ${falha.motivo}`);
}

const demasiadoGrande = () =>
  new AppError(
    'demasiado-grande',
    `O ficheiro excede o limite de ${LIMITE_FICHEIRO_BYTES / 1024 / 1024} MB.`,
  );

/**
 * The template file of a multipart request (field `file`) with the form's fields checked: a missing
 * file, a form for another import or another store, or a file that is not .xlsx is refused before
 * anything is parsed. An empty file input (no name, no bytes) is no file.
 */
export async function lerFicheiroModelo(
  request: FastifyRequest,
  pedido: PedidoModelo,
): Promise<FicheiroModelo> {
  if (!request.isMultipart()) throw invalido(pedido.emFalta);
  const campos = new Map<string, string>();
  let ficheiro: FicheiroModelo | undefined;
  try {
    for await (const parte of request.parts()) {
      if (parte.type === 'field') {
        campos.set(parte.fieldname, String(parte.value ?? '').trim());
        continue;
      }
      const bytes = await parte.toBuffer();
      if (parte.file.truncated) throw demasiadoGrande();
      if (parte.fieldname !== 'file' || (parte.filename === '' && bytes.length === 0)) continue;
      if (ficheiro) throw invalido('Envie um só ficheiro de cada vez.');
      ficheiro = { nome: limparNomeDeFicheiro(parte.filename), bytes };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw demasiadoGrande();
    throw error;
  }
  for (const campo of ['tipoArquivo', 'tipoUpload'] as const) {
    const valor = campos.get(campo);
    if (valor !== undefined && valor !== pedido[campo])
      throw invalido(`Tipo de importação inválido: ${campo} "${valor}" (esperava "${pedido[campo]}").`);
  }
  const lojaId = campos.get('lojaId');
  if (!ficheiro || lojaId === '') throw invalido(pedido.emFalta);
  if (lojaId !== undefined && lojaId !== pedido.lojaId)
    throw invalido('A loja do formulário não é a loja do endereço do pedido.');
  if (path.extname(ficheiro.nome).toLowerCase() !== '.xlsx') {
    throw new AppError(
      'tipo-nao-suportado',
      `O ficheiro "${ficheiro.nome}" não é uma folha de cálculo .xlsx: importe o ${pedido.modelo}, ` +
        'que pode descarregar no ecrã de importação.',
    );
  }
  return ficheiro;
}

/**
 * A route that imports one template into a store (`POST <caminho>/:empresaId/:lojaId`, editor): the file
 * read and checked by `lerFicheiroModelo`, then handed to the import, answered as SPEC §7's imports are.
 */
export function rotaDeImportacaoDeModelo(
  app: FastifyInstance,
  caminho: string,
  /** With what the route does, in a line (the OpenAPI summary). */
  pedido: Omit<PedidoModelo, 'lojaId'> & {
    resumo: string;
    /** The import waits at the company's gate itself (it writes in parts on the embedded database). */
    esperaNoPortao?: true;
  },
  importar: (
    contexto: { empresaId: string; lojaId: string; userId: string },
    ficheiro: FicheiroModelo,
  ) => Promise<ResultadoDoModelo>,
): void {
  app.post(
    `${caminho}/:empresaId/:lojaId`,
    comEsquemas(pedido.esperaNoPortao ? foraDoPortao(daEmpresa('editor')) : daEmpresa('editor'), {
      resumo: pedido.resumo,
      formulario: formularioModelo(pedido),
      respostas: { 201: importacaoDeModeloConcluida },
    }),
    async (request, reply) => {
      const empresa = requireEmpresa(request);
      const me = requireUtilizador(request);
      const lojaId = idParam(request.params, 'lojaId', 'Loja não encontrada.');
      const ficheiro = await lerFicheiroModelo(request, { ...pedido, lojaId });
      const resultado = await importar({ empresaId: empresa.id, lojaId, userId: me.id }, ficheiro);
      return reply.status(201).send({ message: 'Importamento concluído!', resultados: [resultado] });
    },
  );
}
