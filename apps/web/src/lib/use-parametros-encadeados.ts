import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The address's parameters, and a change to them that builds on the last change asked for. The router
 * renders a new address in a transition and its own setter starts from the rendered one, so on a busy
 * machine a second change (a store right after a date) would start from the old address and undo the first.
 */
export function useParametrosEncadeados() {
  const [parametros, setParametros] = useSearchParams();
  const aCaminho = useRef<{ de: URLSearchParams; para: URLSearchParams } | null>(null);
  const mudar = useCallback(
    (alterar: (seguintes: URLSearchParams) => void) => {
      const base = aCaminho.current?.de === parametros ? aCaminho.current.para : parametros;
      const seguintes = new URLSearchParams(base);
      alterar(seguintes);
      aCaminho.current = { de: parametros, para: seguintes };
      setParametros(seguintes, { replace: true });
    },
    [parametros, setParametros],
  );
  return [parametros, mudar] as const;
}
