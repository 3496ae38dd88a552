import type { RegimeIrcJson, TaxaIrcDaEmpresa } from '@contas/core/contrato';
import { Badge, Button, Checkbox, Divider, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useDefinirRegimeIrc, useDefinirTaxaIrc, useTaxasIrc } from '../api/relatorios-api';
import {
  DERRAMA_INVALIDA,
  formatarTaxaIrc,
  lerDerrama,
  lerTaxaIrc,
  TAXA_IRC_INVALIDA,
  taxaIrcDoAno,
} from '../taxa-irc';
import { ErroAoGuardar } from './ErroAoGuardar';

const SAVE_FAILED_MESSAGE = 'Erro ao guardar a taxa de IRC.';
const LOAD_FAILED_MESSAGE = 'Não foi possível carregar as taxas de IRC da empresa.';
const SAVED_MESSAGE = 'Taxa de IRC guardada.';
const RESET_MESSAGE = 'Taxa legal de IRC reposta.';
const REGIME_SAVED_MESSAGE = 'Regime de IRC guardado.';
const REGIME_FAILED_MESSAGE = 'Erro ao guardar o regime de IRC.';

interface TaxaIrcAnoProps {
  empresaId: string;
  ano: number;
  taxas: readonly TaxaIrcDaEmpresa[] | undefined;
  carregando: boolean;
}

function TaxaIrcAno({ empresaId, ano, taxas, carregando }: TaxaIrcAnoProps) {
  const definir = useDefinirTaxaIrc(empresaId);
  const [aEditar, setAEditar] = useState(false);
  const [texto, setTexto] = useState<number | string>('');
  const [invalida, setInvalida] = useState(false);
  const alterarRef = useRef<HTMLButtonElement>(null);
  const voltarAoBotao = useRef(false);
  const atual = taxas ? taxaIrcDoAno(taxas, ano) : undefined;

  // Once the field closes (saved or cancelled) or the rate is reset, whose button then goes away, the
  // keyboard comes back to 'Alterar' (enabled again only when the save is over).
  useEffect(() => {
    if (!aEditar && !definir.isPending && voltarAoBotao.current) {
      voltarAoBotao.current = false;
      alterarRef.current?.focus();
    }
  }, [aEditar, definir.isPending]);

  const sairDaEdicao = () => {
    voltarAoBotao.current = true;
    setAEditar(false);
  };

  const enviar = (taxa: number | null) =>
    definir.mutate(
      { ano, taxa },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: taxa === null ? RESET_MESSAGE : SAVED_MESSAGE });
          sairDaEdicao();
        },
      },
    );

  const guardar = (event: FormEvent) => {
    event.preventDefault();
    const taxa = lerTaxaIrc(texto);
    setInvalida(taxa === undefined);
    if (taxa !== undefined) enviar(taxa);
  };

  const rotulo = `Taxa de IRC de ${ano}`;
  const erro = definir.isError && <ErroAoGuardar mensagem={SAVE_FAILED_MESSAGE} erro={definir.error} />;

  if (aEditar) {
    return (
      <form onSubmit={guardar} noValidate>
        <Stack gap="xs" align="flex-start">
          <NumberInput
            label={rotulo}
            description={atual && `Taxa legal: ${formatarTaxaIrc(atual.taxaLegal)}`}
            value={texto}
            onChange={(valor) => {
              setTexto(valor);
              setInvalida(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !definir.isPending) sairDaEdicao();
            }}
            error={invalida && TAXA_IRC_INVALIDA}
            decimalScale={2}
            decimalSeparator=","
            allowNegative={false}
            suffix=" %"
            hideControls
            w={260}
            readOnly={definir.isPending}
            // The field opens on 'Alterar', to be typed in at once.
            autoFocus
          />
          <Group gap="xs">
            <Button type="submit" size="sm" loading={definir.isPending}>
              Guardar
            </Button>
            <Button variant="default" size="sm" onClick={sairDaEdicao} disabled={definir.isPending}>
              Cancelar
            </Button>
          </Group>
          {erro}
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {rotulo}:{' '}
          <Text component="span" fw={600}>
            {carregando ? '…' : atual ? formatarTaxaIrc(atual.taxa) : '—'}
          </Text>
        </Text>
        {atual && (
          <Badge
            variant="light"
            size="lg"
            color={atual.daEmpresa ? 'orange' : 'gray'}
            style={{ textTransform: 'none' }}
          >
            {atual.daEmpresa ? 'Taxa da empresa' : 'Taxa legal'}
          </Badge>
        )}
        {atual?.daEmpresa && (
          <Text size="xs" c="dimmed">
            taxa legal: {formatarTaxaIrc(atual.taxaLegal)}
          </Text>
        )}
        <Button
          ref={alterarRef}
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            setTexto(atual?.taxa ?? '');
            setInvalida(false);
            definir.reset();
            setAEditar(true);
          }}
          disabled={!atual || definir.isPending}
          aria-label={`Alterar taxa de IRC de ${ano}`}
        >
          Alterar
        </Button>
        {atual?.daEmpresa && (
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            onClick={() => enviar(null)}
            loading={definir.isPending}
            aria-label={`Repor taxa legal de IRC de ${ano}`}
          >
            Repor taxa legal
          </Button>
        )}
      </Group>
      {erro}
    </Stack>
  );
}

/** The company's SME status and derrama municipal: a small form, saved as one. */
function RegimeIrcForm({ empresaId, regime }: { empresaId: string; regime: RegimeIrcJson }) {
  const definir = useDefinirRegimeIrc(empresaId);
  const [pme, setPme] = useState(regime.pme);
  const [derrama, setDerrama] = useState<number | string>(regime.derramaMunicipal);
  const [invalida, setInvalida] = useState(false);

  // A save (here or elsewhere) brings the saved values back into the form.
  useEffect(() => {
    setPme(regime.pme);
    setDerrama(regime.derramaMunicipal);
  }, [regime.pme, regime.derramaMunicipal]);

  const guardar = (event: FormEvent) => {
    event.preventDefault();
    const derramaMunicipal = lerDerrama(derrama);
    setInvalida(derramaMunicipal === undefined);
    if (derramaMunicipal === undefined) return;
    definir.mutate(
      { pme, derramaMunicipal },
      { onSuccess: () => notifications.show({ color: 'green', message: REGIME_SAVED_MESSAGE }) },
    );
  };
  const mudou = pme !== regime.pme || lerDerrama(derrama) !== regime.derramaMunicipal;

  return (
    <form onSubmit={guardar} noValidate aria-label="Regime de IRC">
      <Stack gap="xs" align="flex-start">
        <Checkbox
          label="PME: taxa reduzida de IRC nos primeiros 50 000 € de lucro"
          description="Para PME e Small Mid Caps com certificação do IAPMEI."
          checked={pme}
          onChange={(event) => setPme(event.currentTarget.checked)}
          disabled={definir.isPending}
        />
        <NumberInput
          label="Derrama municipal"
          description="A taxa do município da sede, até 1,5 % do lucro."
          value={derrama}
          onChange={(valor) => {
            setDerrama(valor);
            setInvalida(false);
          }}
          error={invalida && DERRAMA_INVALIDA}
          decimalScale={2}
          decimalSeparator=","
          allowNegative={false}
          suffix=" %"
          hideControls
          w={260}
          readOnly={definir.isPending}
        />
        <Button type="submit" size="sm" loading={definir.isPending} disabled={!mudou && !invalida}>
          Guardar regime
        </Button>
        {definir.isError && <ErroAoGuardar mensagem={REGIME_FAILED_MESSAGE} erro={definir.error} />}
      </Stack>
    </form>
  );
}

interface TaxaIrcPainelProps {
  empresaId: string;
  anos: readonly number[];
}

/**
 * For a company's admin: the IRC rate each compared year of the income statement uses, the law's
 * (core's table) or one the company set, with a way to set it or go back to the law's; and the
 * company's regime (SME band, derrama municipal).
 */
export function TaxaIrcPainel({ empresaId, anos }: TaxaIrcPainelProps) {
  const { data, isPending, isError } = useTaxasIrc(empresaId);
  const unicos = [...new Set(anos)];
  return (
    <Paper withBorder p="sm" aria-label="Taxa de IRC" component="section">
      <Stack gap="xs">
        {unicos.map((ano) => (
          <TaxaIrcAno key={ano} empresaId={empresaId} ano={ano} taxas={data?.taxas} carregando={isPending} />
        ))}
        {data && (
          <>
            <Divider />
            <RegimeIrcForm empresaId={empresaId} regime={data.regime} />
          </>
        )}
        {isError && (
          <Text c="red.9" size="sm" role="alert">
            {LOAD_FAILED_MESSAGE}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
