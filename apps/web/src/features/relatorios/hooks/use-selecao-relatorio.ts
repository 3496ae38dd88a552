import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useParametrosEncadeados } from '../../../lib/use-parametros-encadeados';
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
 * A screen's choices kept in the address (?loja=&...), so a reload or a shared link shows the same thing.
 * `ler` must keep its identity between renders (useCallback) unless what it reads changes.
 */
export function useSelecaoNoEndereco<S>(
  ler: (params: URLSearchParams) => S,
  escrever: (selecao: S) => Record<string, string>,
) {
  const [params, mudarParams] = useParametrosEncadeados();
  const selecao = useMemo(() => ler(params), [ler, params]);
  const mudar = useCallback(
    (parcial: Partial<S>) =>
      mudarParams((seguintes) => {
        const escolha = escrever({ ...ler(seguintes), ...parcial });
        for (const chave of [...seguintes.keys()]) seguintes.delete(chave);
        for (const [chave, valor] of Object.entries(escolha)) seguintes.set(chave, valor);
      }),
    [ler, escrever, mudarParams],
  );
  return { selecao, mudar };
}

/**
 * A report's choices in the address, carried to the next report screen of the same company (lembranca):
 * one opened from the menu, with nothing in its address, shows the store and years the previous one showed.
 */
function useSelecaoComLembranca<S>(
  lojas: readonly LojaOpcao[],
  ler: (params: URLSearchParams, lojas: readonly LojaOpcao[], anoAtual: number) => S,
  escrever: (selecao: S) => Record<string, string>,
  { umAno, lembrar }: { umAno: boolean; lembrar: (selecao: S) => Lembranca },
) {
  const { empresaId = '' } = useParams();
  const [anoAtual] = useState(() => new Date().getFullYear());
  // Read again whenever the address changes (a menu link drops its parameters): what is remembered is
  // what the screen showed last.
  const lerComLembranca = useCallback(
    (params: URLSearchParams) =>
      ler(parametrosComLembranca(params, lerLembranca(empresaId), umAno), lojas, anoAtual),
    [ler, empresaId, umAno, lojas, anoAtual],
  );
  const { selecao, mudar } = useSelecaoNoEndereco(lerComLembranca, escrever);
  useEffect(() => guardarLembranca(empresaId, lembrar(selecao)), [empresaId, lembrar, selecao]);
  return { selecao, mudar, anoAtual };
}

/**
 * The store and years of a two-year report (?loja=&ano1=&ano2=); defaults are the remembered ones,
 * else the first store and the previous against the current year.
 */
export function useSelecaoRelatorio(lojas: readonly LojaOpcao[]) {
  return useSelecaoComLembranca(lojas, selecaoDosParametros, parametrosDaSelecao, DOIS_ANOS);
}

/** The store and year of a budget screen (?loja=&ano=); defaults are the first store and the current year. */
export function useSelecaoOrcamento(lojas: readonly LojaOpcao[]) {
  return useSelecaoComLembranca(lojas, selecaoOrcamentoDosParametros, parametrosDaSelecaoOrcamento, UM_ANO);
}

/** The store and year of the Resumo (?loja=&ano=); defaults are the first store and the current year. */
export function useSelecaoResumo(lojas: readonly LojaOpcao[]) {
  return useSelecaoComLembranca(lojas, selecaoResumoDosParametros, parametrosDaSelecaoOrcamento, UM_ANO);
}
