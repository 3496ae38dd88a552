import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { LIMITE_FICHEIRO_BYTES } from '../../app';
import { isUuid } from '../../db/ids';
import { AppError, invalido } from '../../errors/app-error';
import type { CampoDoFormulario } from '../../http/access';
import { limparNomeDeFicheiro } from '../../http/texto';

export type CampoFicheiro = 'efatura' | 'extrato';

export type FicheiroRecebido = { campo: CampoFicheiro; nome: string; bytes: Uint8Array };

export const EXTENSOES_ACEITES = ['.csv', '.txt', '.xlsx', '.xml', '.ofx', '.qfx'] as const;
const CAMPOS: readonly string[] = ['efatura', 'extrato'] satisfies CampoFicheiro[];
const TIPO_UPLOAD = 'upload-efatura-extrato';

/**
 * The form `lerFicheirosDoPedido` reads, for the API description. A function: the size limit comes from
 * app.ts, which imports this module, so it is not there yet while this module loads.
 */
export function formularioUpload(): Record<
  CampoFicheiro | 'tipoUpload' | 'confirmarContas' | 'tarefa',
  CampoDoFormulario
> {
  const aceites = `Até 4 ficheiros por pedido, ${LIMITE_FICHEIRO_BYTES / 1024 / 1024} MB cada: ${EXTENSOES_ACEITES.join(' ')}.`;
  return {
    efatura: { ficheiro: true, varios: true, descricao: `Exportações do e-fatura. ${aceites}` },
    extrato: { ficheiro: true, varios: true, descricao: `Extratos bancários. ${aceites}` },
    tipoUpload: { valor: TIPO_UPLOAD, descricao: 'Opcional; se vier, tem de ser este valor.' },
    confirmarContas: {
      valor: 'sim',
      descricao:
        'Opcional: confirma um extrato de uma conta que já pertence a outra empresa (sem ele a resposta é 409).',
    },
    tarefa: {
      descricao:
        'Opcional: um UUID escolhido pelo cliente, o identificador da tarefa da importação; enquanto o pedido ' +
        'espera, GET /api/importacoes/{empresaId}/tarefas/{tarefa} diz o que o servidor está a fazer.',
    },
  };
}

const demasiadoGrande = () =>
  new AppError(
    'demasiado-grande',
    `O ficheiro excede o limite de ${LIMITE_FICHEIRO_BYTES / 1024 / 1024} MB.`,
  );

/**
 * The e-fatura and statement files of a multipart request (fields `efatura` and/or `extrato`,
 * `tipoUpload`, `confirmarContas`), read whole into memory: a file over the limit, a wrong extension or
 * no file at all is refused before anything is parsed. An empty file input (no name, no bytes) is no file.
 */
export async function lerFicheirosDoPedido(
  request: FastifyRequest,
): Promise<{ ficheiros: FicheiroRecebido[]; confirmarContas: boolean; tarefa: string | undefined }> {
  if (!request.isMultipart()) throw invalido('Selecionar pelo menos um arquivo.');
  const ficheiros: FicheiroRecebido[] = [];
  let tipoUpload: string | undefined;
  let confirmarContas = false;
  let tarefa: string | undefined;
  try {
    for await (const parte of request.parts()) {
      if (parte.type === 'field') {
        if (parte.fieldname === 'tipoUpload') tipoUpload = String(parte.value);
        if (parte.fieldname === 'confirmarContas') confirmarContas = String(parte.value) === 'sim';
        if (parte.fieldname === 'tarefa') tarefa = String(parte.value);
        continue;
      }
      const bytes = await parte.toBuffer();
      // The plugin throws on the limit by default; a stream cut silently must not pass either.
      if (parte.file.truncated) throw demasiadoGrande();
      if (parte.filename === '' && bytes.length === 0) continue;
      const nome = limparNomeDeFicheiro(parte.filename);
      if (!CAMPOS.includes(parte.fieldname)) {
        throw invalido(`Campo de ficheiro desconhecido: "${parte.fieldname}" (use "efatura" ou "extrato").`);
      }
      const extensao = path.extname(nome).toLowerCase();
      if (!(EXTENSOES_ACEITES as readonly string[]).includes(extensao)) {
        throw new AppError(
          'tipo-nao-suportado',
          `O ficheiro "${nome}" não tem um tipo aceite. Tipos aceites: ${EXTENSOES_ACEITES.join(', ')}.`,
        );
      }
      ficheiros.push({ campo: parte.fieldname as CampoFicheiro, nome, bytes });
    }
  } catch (error) {
    const { code } = error as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw demasiadoGrande();
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('demasiado-grande', 'No máximo 4 ficheiros por pedido.');
    throw error;
  }
  if (tipoUpload !== undefined && tipoUpload !== TIPO_UPLOAD) {
    throw invalido(`Tipo de carregamento inválido: "${tipoUpload}" (esperava "${TIPO_UPLOAD}").`);
  }
  if (tarefa !== undefined && !isUuid(tarefa))
    throw invalido(`Identificador de tarefa inválido: "${tarefa}" (esperava um UUID).`);
  if (ficheiros.length === 0) throw invalido('Selecionar pelo menos um arquivo.');
  return { ficheiros, confirmarContas, tarefa };
}
