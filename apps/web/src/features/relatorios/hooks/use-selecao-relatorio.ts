import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type LojaOpcao, parametrosDaSelecao, type SelecaoRelatorio, selecaoDosParametros } from '../selecao';

/**
 * The store and years of a report screen, kept in the address (?loja=&ano1=&ano2=) so a reload
 * keeps them; defaults are the first store and the previous against the current year.
 */
export function useSelecaoRelatorio(lojas: readonly LojaOpcao[]) {
  const [anoAtual] = useState(() => new Date().getFullYear());
  const [params, setParams] = useSearchParams();
  const selecao = useMemo(() => selecaoDosParametros(params, lojas, anoAtual), [params, lojas, anoAtual]);
  const mudar = useCallback(
    (parcial: Partial<SelecaoRelatorio>) =>
      setParams(parametrosDaSelecao({ ...selecao, ...parcial }), { replace: true }),
    [selecao, setParams],
  );
  return { selecao, mudar, anoAtual };
}
