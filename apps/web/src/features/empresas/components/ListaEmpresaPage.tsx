import { formatPtDate, lisbonToday } from '@contas/core';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/ui/PageLoader';
import { ROLE_LABELS } from '../../../lib/roles';
import { selectEmpresa } from '../../../lib/selected-empresa';
import { type Profile, type ProfileEmpresa, useProfile } from '../../conta/api/profile-api';
import { caminhoEmpresa, type PaginaId } from '../../empresa-area/paginas';
import { CONTACT_DETAILS } from '../../informacao/contact-details';
import {
  type ConvitePendente,
  useAceitarConvite,
  useConvitesPendentes,
  useEmpresasDoUtilizador,
  useRecusarConvite,
} from '../api/empresas-api';

const LOAD_FAILED_MESSAGE = 'Não foi possível carregar as empresas. Tente novamente.';
const INVITES_FAILED_MESSAGE = 'Não foi possível carregar os convites pendentes.';
const ACCEPTED_MESSAGE = 'Convite aceite.';
const REJECTED_MESSAGE = 'Convite recusado.';

function ConviteCard({ convite }: { convite: ConvitePendente }) {
  const aceitar = useAceitarConvite();
  const recusar = useRecusarConvite();
  const busy = aceitar.isPending || recusar.isPending;
  const onError = (error: unknown) =>
    notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });

  return (
    <Paper component="article" withBorder p="md" aria-label={`Convite de ${convite.empresa.nome}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            {convite.empresa.nome}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {ROLE_LABELS[convite.role] ?? convite.role}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Enviado em {formatPtDate(lisbonToday(new Date(convite.sentAt)))}
        </Text>
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            loading={aceitar.isPending}
            disabled={busy}
            onClick={async () => {
              // mutateAsync, not mutate's callbacks: the list refresh unmounts this card before they would run.
              try {
                const answer = await aceitar.mutateAsync(convite._id);
                notifications.show({ color: 'green', message: answer?.message || ACCEPTED_MESSAGE });
              } catch (error) {
                onError(error);
              }
            }}
          >
            Aceitar
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={recusar.isPending}
            disabled={busy}
            onClick={async () => {
              try {
                const answer = await recusar.mutateAsync(convite._id);
                notifications.show({ message: answer?.message || REJECTED_MESSAGE });
              } catch (error) {
                onError(error);
              }
            }}
          >
            Recusar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function EmpresaCard({ associacao }: { associacao: ProfileEmpresa }) {
  const navigate = useNavigate();
  const { empresa, role } = associacao;
  // SPEC §4: selecting a company stores its id and the role locally, then opens its area.
  const abrir = (pagina: PaginaId) => {
    selectEmpresa(empresa._id, role);
    navigate(caminhoEmpresa(empresa._id, pagina));
  };
  return (
    <Paper component="article" withBorder p="md" aria-label={empresa.nome}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" style={{ overflowWrap: 'break-word' }}>
            {empresa.nome}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {ROLE_LABELS[role] ?? role}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          NIF: {empresa.nif}
        </Text>
        <Group gap="xs" mt={4}>
          <Button size="xs" onClick={() => abrir('resumo')}>
            Aceder
          </Button>
          {role === 'admin' && (
            <Button size="xs" variant="default" onClick={() => abrir('admin')}>
              Gerir
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The two ways into a company (issue 20), under SPEC §8's empty state: an invitation from one of its admins to
 * this very address, or the company created by the provider's staff.
 */
function ComoEntrar({ profile }: { profile: Profile | undefined }) {
  const email = profile?.email;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="como-entrar" maw={720}>
      <Stack gap="xs">
        <Title order={3} size="h4" id="como-entrar">
          Como entrar numa empresa
        </Title>
        <List type="ordered" spacing="xs">
          <List.Item>
            <Text size="sm">
              <strong>A empresa já usa o Contas Claras?</strong> Peça a um administrador da empresa que o
              convide{' '}
              {email ? (
                <>
                  com o e-mail <strong>{email}</strong>
                </>
              ) : (
                'com o e-mail desta conta'
              )}
              . O convite aparece nesta página, para aceitar
              {profile && !profile.emailVerificado ? ', depois de confirmar o seu e-mail' : ''}.
            </Text>
          </List.Item>
          <List.Item>
            <Text size="sm">
              <strong>A empresa ainda não está registada?</strong>{' '}
              {profile?.podeCriarEmpresas ? (
                <>
                  Crie-a com o botão «Criar Nova Empresa», no topo desta página: fica como seu administrador.
                </>
              ) : (
                <>
                  A nossa equipa cria-a por si: escreva para{' '}
                  <Anchor href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</Anchor> com o nome
                  e o NIF da empresa (ou veja os{' '}
                  <Anchor component={Link} to="/informacao/contactos">
                    contactos
                  </Anchor>
                  ). Quando estiver criada, recebe o convite para a administrar.
                </>
              )}
            </Text>
          </List.Item>
        </List>
      </Stack>
    </Paper>
  );
}

/**
 * SPEC §2 "lista-empresa": pending invites on top, then the user's companies.
 *
 * Of the two empty states in SPEC §8: 'Ainda não está associado a nenhuma empresa.' when the user
 * has neither a company nor a pending invite (a new user, who has to ask for an invite: the
 * documentation quotes this sentence); 'Sem empresas associadas.' under the pending invites when
 * there are invites but no company yet (accepting one is the way in).
 */
export function ListaEmpresaPage() {
  const empresas = useEmpresasDoUtilizador();
  const convites = useConvitesPendentes();
  const { data: profile } = useProfile();
  const pendentes = convites.data ?? [];
  const lista = empresas.data ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Empresas</Title>
        {profile?.podeCriarEmpresas && (
          <Button component={Link} to="/conta/criar-empresa" leftSection={<IconPlus size={16} />}>
            Criar Nova Empresa
          </Button>
        )}
      </Group>

      {empresas.isPending || convites.isPending ? (
        <PageLoader />
      ) : (
        <>
          {convites.isError && (
            <Alert color="red" variant="light">
              {INVITES_FAILED_MESSAGE}
            </Alert>
          )}
          {pendentes.length > 0 && (
            <Stack component="section" aria-labelledby="convites-pendentes" gap="sm">
              <Title order={2} size="h3" id="convites-pendentes">
                Convites pendentes
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {pendentes.map((convite) => (
                  <ConviteCard key={convite._id} convite={convite} />
                ))}
              </SimpleGrid>
            </Stack>
          )}
          <Stack component="section" aria-labelledby="as-suas-empresas" gap="sm">
            <Title order={2} size="h3" id="as-suas-empresas">
              As suas empresas
            </Title>
            {empresas.isError ? (
              <Alert color="red" variant="light">
                {LOAD_FAILED_MESSAGE}
              </Alert>
            ) : lista.length === 0 ? (
              pendentes.length > 0 ? (
                <>
                  <Text>Sem empresas associadas.</Text>
                  <Text size="sm">Aceite um convite acima para entrar na empresa.</Text>
                </>
              ) : (
                <>
                  <Text>Ainda não está associado a nenhuma empresa.</Text>
                  <ComoEntrar profile={profile} />
                </>
              )
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {lista.map((associacao) => (
                  <EmpresaCard key={associacao.empresa._id} associacao={associacao} />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
