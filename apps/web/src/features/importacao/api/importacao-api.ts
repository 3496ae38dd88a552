import type {
  CategorizacaoRevertida,
  CorrespondenciasProcessadas,
  ImportacaoAnulada,
} from '@contas/core/contrato';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { contrato } from '../../../lib/contrato';
import { uploadForm } from '../../../lib/upload';
import type { Importacao } from '../historico-importacoes';
import { pedidoDeImportacao, type RascunhoImportacao, type TipoImportacao } from '../importacao-form';
import { novoIdDeTarefa } from '../progresso-importacao';
import type { RespostaImportacao } from '../resumo-importacao';

const seg = encodeURIComponent;

export const importacoesQuery = (empresaId: string) =>
  queryOptions({
    queryKey: ['importacoes', empresaId],
    queryFn: () =>
      apiRequest<Importacao[]>(`/get/importacoes/${seg(empresaId)}`, {
        resposta: () => contrato().then((c) => c.historicoDeImportacoes),
      }),
  });

/** GET /get/importacoes/{empresaId}: the company's imports, newest first. */
export function useImportacoes(empresaId: string) {
  return useQuery(importacoesQuery(empresaId));
}

/** Where an upload is: sending the body, or waiting while the server reads and writes it. */
export type FaseEnvio = 'inativo' | 'envio' | 'processamento';

/**
 * An import (SPEC §7 "Imports") sent with upload progress. An import changes the spreadsheet, the
 * reports and the history: every cached query is marked stale when it ends.
 */
export function useImportar(empresaId: string) {
  const queryClient = useQueryClient();
  const [fase, setFase] = useState<FaseEnvio>('inativo');
  const [progresso, setProgresso] = useState(0);
  /** The job of the e-fatura and statement upload being sent, to follow what the server does with it. */
  const [tarefaId, setTarefaId] = useState<string>();
  const mutation = useMutation({
    mutationFn: ({
      tipo,
      rascunho,
      confirmarContas,
    }: {
      tipo: TipoImportacao;
      rascunho: RascunhoImportacao;
      confirmarContas?: boolean;
    }) => {
      const { path, body } = pedidoDeImportacao(empresaId, tipo, rascunho, { confirmarContas });
      const tarefa = tipo === 'efatura-extrato' ? novoIdDeTarefa() : undefined;
      if (tarefa) body.append('tarefa', tarefa);
      setTarefaId(tarefa);
      setProgresso(0);
      setFase('envio');
      return uploadForm<RespostaImportacao>(path, body, {
        onProgress: (fraction) => {
          setFase('envio');
          setProgresso(fraction * 100);
        },
        onUploaded: () => setFase('processamento'),
        // E-fatura and statements answer their own counts; the templates, theirs.
        resposta: () =>
          contrato().then((c) =>
            tipo === 'efatura-extrato' ? c.importacaoConcluida : c.importacaoDeModeloConcluida,
          ),
      });
    },
    onSettled: () => {
      setFase('inativo');
      return queryClient.invalidateQueries();
    },
  });
  return { ...mutation, fase, progresso, tarefaId };
}

/** POST /api/processar-correspondencias/{empresaId}: matches invoices to statement lines. */
export function useProcessarCorrespondencias(empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<CorrespondenciasProcessadas>(`/api/processar-correspondencias/${seg(empresaId)}`, {
        method: 'POST',
        resposta: () => contrato().then((c) => c.correspondenciasProcessadas),
      }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/** POST …/reverter-categorizacao: undoes the categorisation an import applied automatically. */
export function useReverterCategorizacao(empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importacaoId: string) =>
      apiRequest<CategorizacaoRevertida>(
        `/api/importacoes/${seg(empresaId)}/${seg(importacaoId)}/reverter-categorizacao`,
        { method: 'POST', resposta: () => contrato().then((c) => c.categorizacaoRevertida) },
      ),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/**
 * DELETE /delete/importacao/{empresaId}/{importacaoId}: undoes an import as a whole ('Anular importação').
 * Rows leave the spreadsheet, the reports and the accounts change: every cached query is marked stale.
 */
export function useAnularImportacao(empresaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importacaoId: string) =>
      apiRequest<ImportacaoAnulada>(`/delete/importacao/${seg(empresaId)}/${seg(importacaoId)}`, {
        method: 'DELETE',
        resposta: () => contrato().then((c) => c.importacaoAnulada),
      }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
