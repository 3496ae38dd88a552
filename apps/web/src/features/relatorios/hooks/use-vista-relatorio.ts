import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { Role } from '../../../lib/roles';
import { guardarLembranca, lerLembranca } from '../lembranca';
import { type Hoje, hojeEmLisboa } from '../periodo';

/** How the report screens show their tables, chosen in the frame and carried from screen to screen. */
export interface VistaRelatorio {
  empresaId: string;
  role: Role;
  hoje: Hoje;
  /** The 'Até à data' chosen by hand; null follows the years (ateADataPorOmissao). */
  ateAData: boolean | null;
  mudarAteAData: (ateAData: boolean) => void;
  totaisPrimeiro: boolean;
  mudarTotaisPrimeiro: (totaisPrimeiro: boolean) => void;
}

export const VistaRelatorioContext = createContext<VistaRelatorio | null>(null);

/** The frame's view choices, read from and written to what the company's report screens remember. */
export function useVistaDoFrame(empresaId: string, role: Role): VistaRelatorio {
  const [hoje] = useState(hojeEmLisboa);
  const [ateAData, setAteAData] = useState(() => lerLembranca(empresaId).ateAData ?? null);
  const [totaisPrimeiro, setTotaisPrimeiro] = useState(() => lerLembranca(empresaId).totaisPrimeiro ?? false);
  const mudarAteAData = useCallback(
    (valor: boolean) => {
      setAteAData(valor);
      guardarLembranca(empresaId, { ateAData: valor });
    },
    [empresaId],
  );
  const mudarTotaisPrimeiro = useCallback(
    (valor: boolean) => {
      setTotaisPrimeiro(valor);
      guardarLembranca(empresaId, { totaisPrimeiro: valor });
    },
    [empresaId],
  );
  return useMemo(
    () => ({ empresaId, role, hoje, ateAData, mudarAteAData, totaisPrimeiro, mudarTotaisPrimeiro }),
    [empresaId, role, hoje, ateAData, mudarAteAData, totaisPrimeiro, mudarTotaisPrimeiro],
  );
}

/** The view of the frame around (none outside a report frame: the Resumo's own table). */
export function useVistaRelatorio(): VistaRelatorio | null {
  return useContext(VistaRelatorioContext);
}
