import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { guardarLembranca, type Lembranca, lerLembranca, parametrosComLembranca } from '../lembranca';
import {
  type LojaOpcao,
  parametrosDaSelecao,
  parametrosDaSelecaoOrcamento,
  type SelecaoOrcamento,
  type SelecaoRelatorio,
  selecaoDosParametros,
  selecaoOrcamentoDosParametros,
  selecaoResumoDosParametros,
} from '../selecao';

const DOIS_ANOS = {
  umAno: false,
  lembrar: ({ lojaId, ano1, ano2 }: SelecaoRelatorio): Lembranca => ({ lojaId, ano1, ano2 }),
};
const UM_ANO = {
  umAno: true,
  lembrar: ({ lojaId, ano }: SelecaoOrcamento): Lembranca => ({ lojaId, ano2: ano }),
};

/**
 * A report's choices kept in the address, so a reload or a shared link shows the same report, and
 * carried to the next report screen of the same company (lembranca): one opened from the menu, with
 * nothing in its address, shows the store and years the previous one showed.
 */
function useSelecaoNoEndereco<S>(
  lojas: readonly LojaOpcao[],
  ler: (params: URLSearchParams, lojas: readonly LojaOpcao[], anoAtual: number) => S,
  escrever: (selecao: S) => Record<string, string>,
  { umAno, lembrar }: { umAno: boolean; lembrar: (selecao: S) => Lembranca },
) {
  const { empresaId = '' } = useParams();
  const [anoAtual] = useState(() => new Date().getFullYear());
  const [params, setParams] = useSearchParams();
  // Read again whenever the address changes (a menu link drops its parameters): what is remembered is
  // what the screen showed last.
  const selecao = useMemo(
    () => ler(parametrosComLembranca(params, lerLembranca(empresaId), umAno), lojas, anoAtual),
    [ler, params, empresaId, umAno, lojas, anoAtual],
  );
  useEffect(() => guardarLembranca(empresaId, lembrar(selecao)), [empresaId, lembrar, selecao]);
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
 * The store and years of a two-year report (?loja=&ano1=&ano2=); defaults are the remembered ones,
 * else the first store and the previous against the current year.
 */
export function useSelecaoRelatorio(lojas: readonly LojaOpcao[]) {
  return useSelecaoNoEndereco(lojas, selecaoDosParametros, parametrosDaSelecao, DOIS_ANOS);
}

/** The store and year of a budget screen (?loja=&ano=); defaults are the first store and the current year. */
export function useSelecaoOrcamento(lojas: readonly LojaOpcao[]) {
  return useSelecaoNoEndereco(lojas, selecaoOrcamentoDosParametros, parametrosDaSelecaoOrcamento, UM_ANO);
}

/** The store and year of the Resumo (?loja=&ano=); defaults are the first store and the current year. */
export function useSelecaoResumo(lojas: readonly LojaOpcao[]) {
  return useSelecaoNoEndereco(lojas, selecaoResumoDosParametros, parametrosDaSelecaoOrcamento, UM_ANO);
}
