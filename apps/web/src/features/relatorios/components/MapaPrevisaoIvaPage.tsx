import { lisbonToday, MESES } from '@contas/core';
import { LINHA_IVA } from '@contas/core/reports';
import { Alert, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { gruposPrevisaoIva, textoRegimeIva } from '../analises';
import { usePrevisaoIva } from '../api/relatorios-api';
import { rotulosDosAnos } from '../colunas';
import type { LinhaGrafico } from '../grafico';
import { previsaoIvaVazia } from '../relatorios-vazios';
import { TODAS_AS_LOJAS } from '../selecao';
import { CalendarioIva } from './CalendarioIva';
import { ConteudoRelatorio } from './ConteudoRelatorio';
import { RegimeIvaPainel } from './RegimeIvaPainel';
import { type ContextoRelatorio, RelatorioFrame } from './RelatorioFrame';

const TITULO = 'Mapa de Previsão de IVA';

const LINHAS_GRAFICO: readonly LinhaGrafico[] = [
  { key: LINHA_IVA.liquidado, label: 'IVA liquidado', color: 'cyan' },
  { key: LINHA_IVA.dedutivel, label: 'IVA dedutível', color: 'orange' },
];

const SEM_PREVISAO = { ano1: [] as boolean[], ano2: [] as boolean[] };

function MapaPrevisaoIva({ empresaId, lojaId, ano1, ano2, role }: ContextoRelatorio) {
  const query = usePrevisaoIva(empresaId, lojaId, ano1, ano2);
  const vazio = useCallback(() => previsaoIvaVazia(ano1, ano2, lisbonToday(new Date())), [ano1, ano2]);
  const r = query.data;
  const previsao = r?.previsao ?? SEM_PREVISAO;
  const grupos = useMemo(
    () => gruposPrevisaoIva(rotulosDosAnos(ano1, ano2), previsao),
    [ano1, ano2, previsao],
  );
  const previsto = useCallback(
    (serie: 'ano1' | 'ano2', mes: number) => previsao[serie][mes] ?? false,
    [previsao],
  );
  const anos = r
    ? [
        ...new Map([
          [r.ano1, { regime: r.regimes.ano1, previsao: r.previsao.ano1, semOrcamento: r.semOrcamento.ano1 }],
          [r.ano2, { regime: r.regimes.ano2, previsao: r.previsao.ano2, semOrcamento: r.semOrcamento.ano2 }],
        ]).entries(),
      ]
    : [];
  const periodos = r
    ? r.ano1 === r.ano2
      ? r.apuramentos.ano2
      : [...r.apuramentos.ano1, ...r.apuramentos.ano2]
    : [];
  return (
    <ConteudoRelatorio
      titulo={TITULO}
      query={query}
      vazio={vazio}
      grupos={grupos}
      previsto={previsto}
      grafico={{ titulo: 'IVA liquidado e dedutível por mês', linhas: LINHAS_GRAFICO }}
      ano1={ano1}
      ano2={ano2}
      extra={
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            O IVA de cada documento conta no mês da sua data de emissão; as notas de crédito descontam e os
            documentos anulados não contam. Em cada mês, IVA a entregar = liquidado − dedutível, quando
            positivo; senão, IVA a recuperar. O regime agrupa os meses em períodos de declaração: o excesso a
            recuperar de um período reporta-se ao seguinte, e o pagamento cai no mês do prazo.
            {lojaId !== TODAS_AS_LOJAS && ' A declaração é da empresa: numa loja vê-se só a sua parte.'}
          </Text>
          {anos.map(([ano, a]) => (
            <Stack key={ano} gap={2}>
              <Text size="sm">{textoRegimeIva(ano, a.regime)}</Text>
              {a.previsao.some(Boolean) && (
                <Text size="sm">
                  {ano}: {MESES.filter((_, i) => a.previsao[i]).join(', ')} (previsão) — o IVA das linhas do
                  orçamento (a sua Taxa IVA) no lugar dos documentos que ainda não chegaram.
                </Text>
              )}
              {a.semOrcamento && (
                <Alert color="yellow" variant="light">
                  {ano}: sem orçamento, os meses ainda por fechar mostram só os documentos já emitidos.
                </Alert>
              )}
            </Stack>
          ))}
          {role === 'admin' && r && (
            <RegimeIvaPainel
              empresaId={empresaId}
              regimes={anos.map(([ano, a]) => [ano, a.regime] as const)}
            />
          )}
          <CalendarioIva periodos={periodos} />
        </Stack>
      }
    />
  );
}

/** 'Mapa de Previsão de IVA' (SPEC §2): the VAT of two years month by month, the returns and their deadlines. */
export function MapaPrevisaoIvaPage() {
  return (
    <RelatorioFrame titulo={TITULO} exportar="previsao-iva">
      {(contexto) => <MapaPrevisaoIva {...contexto} />}
    </RelatorioFrame>
  );
}
