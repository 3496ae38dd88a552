import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type LojaOpcao,
  parametrosDaSelecao,
  parametrosDaSelecaoOrcamento,
  selecaoDosParametros,
  selecaoOrcamentoDosParametros,
  selecaoResumoDosParametros,
} from '../selecao';

/** A report's choices kept in the address, so a reload or a shared link shows the same report. */
function useSelecaoNoEndereco<S>(
  lojas: readonly LojaOpcao[],
  ler: (params: URLSearchParams, lojas: readonly LojaOpcao[], anoAtual: number) => S,
  escrever: (selecao: S) => Record<string, string>,
) {
  const [anoAtual] = useState(() => new Date().getFullYear());
  const [params, setParams] = useSearchParams();
  const selecao = useMemo(() => ler(params, lojas, anoAtual), [ler, params, lojas, anoAtual]);
  // Two changes before the address re-renders (a store, then a year) build on each other, not on the same
  // stale choice: otherwise the second undoes the first.
  const aCaminho = useRef<{ de: S; para: S } | null>(null);
  const mudar = useCallback(
    (parcial: Partial<S>) => {
      const base = aCaminho.current?.de === selecao ? aCaminho.current.para : selecao;
      const seguinte = { ...base, ...parcial };
      aCaminho.current = { de: selecao, para: seguinte };
      setParams(escrever(seguinte), { replace: true });
    },
    [escrever, selecao, setParams],
  );
  return { selecao, mudar, anoAtual };
}

/**
 * The store and years of a two-year report (?loja=&ano1=&ano2=); defaults are the first store and
 * the previous against the current year.
 */
export function useSelecaoRelatorio(lojas: readonly LojaOpcao[]) {
  return useSelecaoNoEndereco(lojas, selecaoDosParametros, parametrosDaSelecao);
}

/** The store and year of a budget screen (?loja=&ano=); defaults are the first store and the current year. */
export function useSelecaoOrcamento(lojas: readonly LojaOpcao[]) {
  return useSelecaoNoEndereco(lojas, selecaoOrcamentoDosParametros, parametrosDaSelecaoOrcamento);
}

/** The store and year of the Resumo (?loja=&ano=); defaults are the first store and the current year. */
export function useSelecaoResumo(lojas: readonly LojaOpcao[]) {
  return useSelecaoNoEndereco(lojas, selecaoResumoDosParametros, parametrosDaSelecaoOrcamento);
}
