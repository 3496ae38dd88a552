import { formatPtDate } from '@contas/core';
import type { LinhaPlanilha } from '@contas/core/contrato';
import { ApiError } from '../../lib/api-client';
import type { AlteracoesPendentes, LinhaPendente } from './alteracoes';
import type { LojaOpcao } from './campos';
import { type Campo, DEFINICAO_CAMPOS, valoresDaLinha } from './campos';
import { textoDaCelula } from './colagem';
import { type MudancasApi, mudancasParaApi, tituloDoCampoApi } from './mudancas-api';

export const LINHA_ALTERADA_POR_OUTRO =
  'Esta linha foi alterada por outra pessoa depois de a ter aberto. Recarregue-a para ver a versão atual.';
export const SEM_PERMISSAO_LINHA = 'Não tem permissão para alterar esta linha.';

export interface FalhaGuardar {
  id: string;
  /** How the row is named in the report: its invoice, else its statement, else its date. */
  rotulo: string;
  motivo: string;
  status: number;
  /** 409: the row as it now is on the server, to reload it. */
  linhaAtual?: LinhaPlanilha;
}

export interface ResultadoGuardar {
  /** Ids of the rows saved. */
  guardadas: string[];
  /** The saved rows as the server now has them (new `versao`). */
  linhasGuardadas: LinhaPlanilha[];
  falhas: FalhaGuardar[];
}

export type GuardarLinha = (rowId: string, mudancas: MudancasApi, versao: number) => Promise<LinhaPlanilha>;

/** A short name for a row in messages. */
export function rotuloDaLinha(linha: LinhaPlanilha): string {
  const { fatura, extrato } = linha;
  const partes = [fatura?.numeroFatura, fatura?.emitente].filter((p): p is string => !!p);
  if (partes.length > 0) return partes.join(' · ');
  if (extrato?.descricao) return extrato.descricao;
  const data = fatura?.dataEmissao ?? linha.dataPagamento ?? extrato?.dataMovimento;
  return data ? `Linha de ${formatPtDate(data)}` : 'Linha sem dados';
}

/** A 409's body carries the row as it now is; an error body has no schema of its own. */
function isLinha(valor: unknown): valor is LinhaPlanilha {
  return typeof valor === 'object' && valor !== null && '_id' in valor && typeof valor._id === 'string';
}

function campoDoErro(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  if ('campo' in data && typeof data.campo === 'string') return data.campo;
  if ('detalhes' in data && typeof data.detalhes === 'object' && data.detalhes !== null) {
    const { detalhes } = data;
    if ('campo' in detalhes && typeof detalhes.campo === 'string') return detalhes.campo;
  }
  return undefined;
}

/** Why a row was not saved, in the user's words, from what the server answered. */
export function falhaDeErro(linha: LinhaPlanilha, erro: unknown): FalhaGuardar {
  const base = { id: linha._id, rotulo: rotuloDaLinha(linha) };
  if (!(erro instanceof ApiError)) {
    return { ...base, status: 0, motivo: erro instanceof Error ? erro.message : String(erro) };
  }
  if (erro.status === 409) {
    const atual =
      typeof erro.data === 'object' && erro.data !== null && 'linha' in erro.data
        ? erro.data.linha
        : undefined;
    return {
      ...base,
      status: 409,
      motivo: LINHA_ALTERADA_POR_OUTRO,
      ...(isLinha(atual) ? { linhaAtual: atual } : {}),
    };
  }
  if (erro.status === 403) return { ...base, status: 403, motivo: erro.message || SEM_PERMISSAO_LINHA };
  const titulo = erro.status === 400 ? tituloDoCampoApi(campoDoErro(erro.data)) : undefined;
  const motivo = titulo && !erro.message.includes(titulo) ? `${titulo}: ${erro.message}` : erro.message;
  return { ...base, status: erro.status, motivo };
}

/**
 * 'Salvar Alterações' (SPEC §7): one PUT per changed row, all at once, each with the version its
 * changes were made on. Never stops at the first failure: answers what was saved and why the rest
 * was not.
 */
export async function guardarAlteracoes(
  pendentes: AlteracoesPendentes,
  guardar: GuardarLinha,
): Promise<ResultadoGuardar> {
  const linhas = Object.values(pendentes);
  const respostas = await Promise.allSettled(
    linhas.map(({ base, mudancas }) => guardar(base._id, mudancasParaApi(mudancas), base.versao)),
  );
  const resultado: ResultadoGuardar = { guardadas: [], linhasGuardadas: [], falhas: [] };
  respostas.forEach((resposta, i) => {
    const pendente = linhas[i];
    if (!pendente) return;
    if (resposta.status === 'fulfilled') {
      resultado.guardadas.push(pendente.base._id);
      resultado.linhasGuardadas.push(resposta.value);
    } else resultado.falhas.push(falhaDeErro(pendente.base, resposta.reason));
  });
  return resultado;
}

export interface DiferencaConflito {
  campo: Campo;
  titulo: string;
  /** The value on the server now. */
  atual: string;
  /** What the user had set. */
  seu: string;
}

/** For a 409: each field the user changed, as the server now has it beside the user's value. */
export function diferencasConflito(
  pendente: LinhaPendente,
  atual: LinhaPlanilha,
  lojas: readonly LojaOpcao[],
): DiferencaConflito[] {
  const valoresAtuais = valoresDaLinha(atual);
  const meus = { ...valoresDaLinha(pendente.base), ...pendente.mudancas };
  return (Object.keys(pendente.mudancas) as Campo[]).map((campo) => ({
    campo,
    titulo: DEFINICAO_CAMPOS[campo].titulo,
    atual: textoDaCelula(campo, valoresAtuais, lojas, atual) || '—',
    seu: textoDaCelula(campo, meus, lojas, pendente.base) || '—',
  }));
}
