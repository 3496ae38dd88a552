import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useGuardarRegra } from '../api/regras-api';
import {
  type CampoRegra,
  corpoDoFormulario,
  type FormularioRegra,
  mudarCategoriaA,
  mudarCategoriaB,
  mudarSubcategoriaB,
  opcoesDoFormulario,
  ROTULOS_CAMPO,
  temCategoria,
} from '../regras';

export interface RegraEmEdicao {
  id?: string;
  formulario: FormularioRegra;
  /** Where the prefilled values came from ('Criada a partir da linha …'). */
  origem?: string;
}

const CAMPOS: CampoRegra[] = ['texto', 'emitente', 'descritivo', 'nif'];

/** The field a server message names (`detalhes.campo`), for showing it under its input. */
function campoDoErro(erro: unknown): string | undefined {
  if (!(erro instanceof ApiError) || typeof erro.data !== 'object' || erro.data === null) return undefined;
  const campo = (erro.data as { detalhes?: { campo?: unknown } }).detalhes?.campo;
  return typeof campo === 'string' && campo !== '' ? campo : undefined;
}

/** Create or change a company rule: the condition, then the classification halves it sets. */
export function RegraFormModal({
  empresaId,
  regra,
  onClose,
  onGuardada,
}: {
  empresaId: string;
  regra: RegraEmEdicao | null;
  onClose: () => void;
  onGuardada: (mensagem: string) => void;
}) {
  const guardar = useGuardarRegra(empresaId);
  const [f, setF] = useState<FormularioRegra | null>(regra?.formulario ?? null);
  const [erroLocal, setErroLocal] = useState<{ campo: string; message: string }>();

  useEffect(() => {
    setF(regra?.formulario ?? null);
    setErroLocal(undefined);
    guardar.reset();
  }, [regra, guardar.reset]);

  if (!regra || !f) return null;
  const opcoes = opcoesDoFormulario(f);
  const erroServidor = guardar.error instanceof Error ? guardar.error.message : undefined;
  const campoServidor = campoDoErro(guardar.error);
  const erro = (campo: string) =>
    erroLocal?.campo === campo ? erroLocal.message : campoServidor === campo ? erroServidor : undefined;
  const erroSemCampo = erroServidor && !campoServidor ? erroServidor : undefined;
  const mudar = (campos: Partial<FormularioRegra>) => setF({ ...f, ...campos });

  const submeter = () => {
    setErroLocal(undefined);
    if (f.texto.trim() === '') {
      setErroLocal({ campo: 'texto', message: 'Escreva o texto que a linha deve conter.' });
      return;
    }
    if (!temCategoria(f)) {
      setErroLocal({
        campo: 'categoria_A',
        message: 'A regra tem de definir a Categoria A ou a Categoria B.',
      });
      return;
    }
    const resultado = corpoDoFormulario(f);
    if ('campo' in resultado) {
      setErroLocal(resultado);
      return;
    }
    guardar.mutate(
      { ...(regra.id ? { id: regra.id } : {}), corpo: resultado.corpo },
      { onSuccess: () => onGuardada(regra.id ? 'Regra guardada.' : 'Regra criada.') },
    );
  };

  const lista = (valores: readonly string[]) => valores.map((v) => ({ value: v, label: v }));

  return (
    <Modal
      opened
      onClose={guardar.isPending ? () => {} : onClose}
      title={regra.id ? 'Editar regra' : 'Nova regra'}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submeter();
        }}
        noValidate
      >
        <Stack>
          {regra.origem && (
            <Text size="sm" c="dimmed">
              {regra.origem}
            </Text>
          )}
          <Text fw={600}>Quando a linha…</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Procurar em"
              data={CAMPOS.map((c) => ({ value: c, label: ROTULOS_CAMPO[c] }))}
              value={f.campo}
              onChange={(e) => mudar({ campo: e.currentTarget.value as CampoRegra })}
            />
            <TextInput
              label={f.campo === 'nif' ? 'NIF' : 'Contém o texto'}
              description={
                f.campo === 'nif'
                  ? 'Os 9 algarismos; também conta escrito no descritivo do banco.'
                  : 'Palavras inteiras; maiúsculas e acentos não contam.'
              }
              value={f.texto}
              onChange={(e) => mudar({ texto: e.currentTarget.value })}
              error={erro('texto')}
              required
              data-autofocus
            />
            <NativeSelect
              label="Sinal"
              data={[
                { value: '', label: 'Entradas e saídas' },
                { value: 'entrada', label: 'Só entradas (vendas, créditos)' },
                { value: 'saida', label: 'Só saídas (compras, débitos)' },
              ]}
              value={f.sinal}
              onChange={(e) => mudar({ sinal: e.currentTarget.value as FormularioRegra['sinal'] })}
            />
            <Group grow align="flex-start">
              <TextInput
                label="Valor mínimo (€)"
                inputMode="decimal"
                value={f.valorMinimo}
                onChange={(e) => mudar({ valorMinimo: e.currentTarget.value })}
                error={erro('valorMinimo')}
              />
              <TextInput
                label="Valor máximo (€)"
                inputMode="decimal"
                value={f.valorMaximo}
                onChange={(e) => mudar({ valorMaximo: e.currentTarget.value })}
                error={erro('valorMaximo')}
              />
            </Group>
          </SimpleGrid>
          <Text fw={600}>…fica com</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Categoria A"
              data={lista(opcoes.categoria_A)}
              value={f.categoria_A}
              onChange={(e) => setF(mudarCategoriaA(f, e.currentTarget.value))}
              error={erro('categoria_A')}
            />
            <NativeSelect
              label="Subcategoria A"
              data={lista(opcoes.subcategoria_A)}
              value={f.subcategoria_A}
              onChange={(e) => mudar({ subcategoria_A: e.currentTarget.value })}
              error={erro('subcategoria_A')}
            />
            <NativeSelect
              label="Gasto"
              data={lista(opcoes.gasto)}
              value={f.gasto}
              onChange={(e) => mudar({ gasto: e.currentTarget.value })}
              error={erro('gasto')}
            />
            <NativeSelect
              label="Categoria B"
              data={lista(opcoes.categoria_B)}
              value={f.categoria_B}
              onChange={(e) => setF(mudarCategoriaB(f, e.currentTarget.value))}
              error={erro('categoria_B')}
            />
            <NativeSelect
              label="Subcategoria B"
              data={lista(opcoes.subcategoria_B)}
              value={f.subcategoria_B}
              onChange={(e) => setF(mudarSubcategoriaB(f, e.currentTarget.value))}
              error={erro('subcategoria_B')}
            />
            <NativeSelect
              label="Rúbrica B"
              data={lista(opcoes.rubrica_B)}
              value={f.rubrica_B}
              onChange={(e) => mudar({ rubrica_B: e.currentTarget.value })}
              error={erro('rubrica_B')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            Uma categoria deixada em «Sem …» não é mudada pela regra. A regra nunca muda o que uma pessoa já
            classificou.
          </Text>
          {erroSemCampo && (
            <Alert color="red" variant="light" role="alert">
              {erroSemCampo}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={guardar.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={guardar.isPending}>
              Guardar regra
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
