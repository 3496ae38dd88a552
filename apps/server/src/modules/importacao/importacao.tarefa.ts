import type { TarefaDeImportacao } from '@contas/core/contrato';
import { naoEncontrado } from '../../errors/app-error';
import type { EstadoDaTarefa, FilaDeTarefas } from '../tarefas/fila';
import type { ImportacaoService, ProgressoDaImportacao, ResultadoFicheiro } from './importacao.service';
import type { CampoFicheiro, FicheiroRecebido } from './upload';

const CAMPOS: readonly string[] = ['efatura', 'extrato'] satisfies CampoFicheiro[];

/**
 * An e-fatura and statement upload as a job: the import's own transaction marks the job done, so a job taken
 * over after a crash never commits its rows twice.
 */
export function registarTarefaDeImportacao(fila: FilaDeTarefas, service: ImportacaoService): void {
  fila.registar('importacao', async (tarefa, contexto) => {
    if (!tarefa.criadaPor) throw naoEncontrado('A conta que pediu esta importação já não existe.');
    const ficheiros = tarefa.ficheiros.map((f): FicheiroRecebido => {
      if (!CAMPOS.includes(f.campo)) throw new Error(`Campo de ficheiro inesperado na tarefa: ${f.campo}`);
      return { campo: f.campo as CampoFicheiro, nome: f.nome, bytes: f.bytes };
    });
    const resultados = await service.importar(tarefa.empresaId, tarefa.criadaPor, ficheiros, {
      confirmarContas: tarefa.parametros.confirmarContas === true,
      progresso: contexto.progresso,
      antesDeConfirmar: (tx, r) => contexto.concluirEm(tx, resposta(r)),
    });
    return resposta(resultados);
  });
}

/** The answer of `POST /api/upload/{empresaId}`, kept on the job for whoever reads it later. */
const resposta = (resultados: ResultadoFicheiro[]) => ({ message: 'Importamento concluído!', resultados });

export function tarefaParaResposta(estado: EstadoDaTarefa): TarefaDeImportacao {
  return {
    _id: estado.id,
    estado: estado.estado,
    ficheiros: estado.ficheiros,
    criadaEm: estado.criadaEm.toISOString(),
    terminadaEm: estado.terminadaEm?.toISOString() ?? null,
    progresso: estado.progresso as ProgressoDaImportacao | null,
    resultado: estado.resultado as TarefaDeImportacao['resultado'],
    erro: estado.erro
      ? {
          message: estado.erro.message,
          ...(estado.erro.details === undefined ? {} : { details: estado.erro.details }),
        }
      : null,
  };
}
