import { formatPtDate } from '@contas/core';
import type { EmpresaCompleta } from '@contas/core/contrato';
import { Alert, Button, Flex, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { campoDoErro } from '../../../lib/campo-do-erro';
import { isRole, ROLE_LABELS, ROLE_OPTIONS, type Role } from '../../../lib/roles';
import { useCancelarConvite, useConvidar } from '../api/admin-api';

const EMPTY_EMAIL_MESSAGE = 'Por favor, insira um e-mail.';
const SENT_MESSAGE = 'Convite enviado com sucesso!';
const SEND_FAILED_MESSAGE = 'Falha ao enviar o convite.';
const CANCELLED_MESSAGE = 'Convite cancelado.';

/** `campo`: the refusal named the e-mail, so its message goes under the field. */
type Feedback =
  | { kind: 'sucesso' }
  | { kind: 'vazio' }
  | { kind: 'falha'; detail: string; campo?: 'emailConvite' };

function FeedbackAlert({ feedback }: { feedback: Feedback }) {
  if (feedback.kind === 'sucesso') {
    return (
      <Alert color="green" variant="light">
        {SENT_MESSAGE}
      </Alert>
    );
  }
  // An empty e-mail is said under the field.
  if (feedback.kind === 'vazio') return null;
  return (
    <Alert color="red" variant="light">
      <Text size="sm">{SEND_FAILED_MESSAGE}</Text>
      {feedback.detail && !feedback.campo && (
        <Text size="sm" mt={4}>
          {feedback.detail}
        </Text>
      )}
    </Alert>
  );
}

/** Invite a user by e-mail with a role; the pending invites, each with a cancel action. */
export function ConvitesSection({ empresa }: { empresa: EmpresaCompleta }) {
  const convidar = useConvidar(empresa._id);
  const cancelar = useCancelarConvite(empresa._id);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('leitor');
  const [feedback, setFeedback] = useState<Feedback>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const emailConvite = email.trim();
    if (!emailConvite) {
      setFeedback({ kind: 'vazio' });
      return;
    }
    setFeedback(undefined);
    convidar.mutate(
      { emailConvite, role },
      {
        onSuccess: () => {
          setFeedback({ kind: 'sucesso' });
          setEmail('');
        },
        onError: (error) =>
          setFeedback({
            kind: 'falha',
            detail: error.message,
            campo:
              error instanceof ApiError && error.status === 400
                ? campoDoErro(error.data, ['emailConvite'] as const)
                : undefined,
          }),
      },
    );
  };

  return (
    <Stack component="section" aria-labelledby="admin-convites" gap="sm">
      <Title order={2} size="h3" id="admin-convites">
        Convidar utilizador
      </Title>
      <form onSubmit={submit} noValidate>
        <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" align={{ base: 'stretch', sm: 'flex-end' }}>
          <TextInput
            label="E-mail do convidado"
            type="email"
            autoComplete="off"
            value={email}
            error={
              feedback?.kind === 'vazio'
                ? EMPTY_EMAIL_MESSAGE
                : feedback?.kind === 'falha' && feedback.campo
                  ? feedback.detail
                  : undefined
            }
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              if (feedback?.kind !== 'sucesso') setFeedback(undefined);
            }}
            style={{ flex: 1 }}
          />
          <NativeSelect
            label="Papel do convidado"
            data={ROLE_OPTIONS}
            value={role}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isRole(value)) setRole(value);
            }}
            w={{ base: '100%', sm: 170 }}
          />
          <Button type="submit" loading={convidar.isPending}>
            Enviar convite
          </Button>
        </Flex>
      </form>
      {feedback && <FeedbackAlert feedback={feedback} />}

      <Title order={3} size="h4" id="admin-convites-pendentes">
        Convites pendentes
      </Title>
      {empresa.convitesPendentes.length === 0 ? (
        <Text c="dimmed">Sem convites pendentes.</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-labelledby="admin-convites-pendentes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Papel</Table.Th>
                <Table.Th>Enviado em</Table.Th>
                <Table.Th>Ações</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {empresa.convitesPendentes.map((convite) => (
                <Table.Tr key={convite._id}>
                  <Table.Td style={{ overflowWrap: 'break-word' }}>{convite.email}</Table.Td>
                  <Table.Td>{ROLE_LABELS[convite.role] ?? convite.role}</Table.Td>
                  <Table.Td>{formatPtDate(convite.sentAt.slice(0, 10))}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      loading={cancelar.isPending && cancelar.variables === convite._id}
                      disabled={cancelar.isPending}
                      onClick={() =>
                        cancelar.mutate(convite._id, {
                          onSuccess: (answer) =>
                            notifications.show({ message: answer?.message || CANCELLED_MESSAGE }),
                          onError: (error) => notifications.show({ color: 'red', message: error.message }),
                        })
                      }
                    >
                      Cancelar convite
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
