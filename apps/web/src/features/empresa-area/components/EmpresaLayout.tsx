import { Alert, Group, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { SectionLayout } from '../../../components/ui/SectionLayout';
import { PrimeirosPassosLista } from '../../primeiros-passos/components/PrimeirosPassosLista';
import { useRelatoriosVistos } from '../../primeiros-passos/hooks/use-relatorios-vistos';
import { useEmpresaAtual } from '../hooks/use-empresa-atual';
import { usePaginaAtual } from '../hooks/use-pagina-atual';
import { cacheLogo } from '../logo-cache';
import { caminhoEmpresa, PAGINA_INICIAL, paginasNaNavegacao } from '../paginas';
import { EmpresaLogo } from './EmpresaLogo';

const LOAD_FAILED_MESSAGE = 'Não foi possível carregar os dados da empresa. Tente novamente mais tarde.';

/**
 * The company area's frame (SPEC §2): the company's logo and name, a navigation with only the
 * pages the role may open, and 'Voltar a Contas'.
 */
export function EmpresaLayout() {
  const { empresaId, role, empresa, estado } = useEmpresaAtual();
  const imagemLink = empresa?.imagem_link;
  const pagina = usePaginaAtual();
  // The server's role only: the stored one may be stale, and the checklist is the admin's.
  const admin = empresa?.role === 'admin';
  useRelatoriosVistos(empresaId, pagina, admin);

  useEffect(() => {
    if (imagemLink !== undefined) cacheLogo(empresaId, imagemLink);
  }, [empresaId, imagemLink]);

  const links = paginasNaNavegacao(role).map((pagina) => ({
    to: caminhoEmpresa(empresaId, pagina.id),
    label: pagina.titulo,
  }));

  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap">
        <EmpresaLogo empresaId={empresaId} imagemLink={imagemLink} nome={empresa?.nome} />
        {empresa ? (
          <Text component="p" fw={700} size="xl" style={{ overflowWrap: 'break-word' }}>
            {empresa.nome}
          </Text>
        ) : (
          <Skeleton height={24} width={200} aria-hidden />
        )}
      </Group>
      {estado.estado === 'falhou' && (
        <Alert color="red" variant="light">
          {LOAD_FAILED_MESSAGE}
        </Alert>
      )}
      <SectionLayout
        navLabel="Empresa"
        navWidth={240}
        // The company pages hold wide tables: at 768 px the menu goes above them.
        sideFrom="md"
        links={links}
        aviso={
          admin && pagina === PAGINA_INICIAL ? <PrimeirosPassosLista empresaId={empresaId} /> : undefined
        }
        footer={
          <NavLink
            component={Link}
            to="/conta/lista-empresa"
            label="Voltar a Contas"
            leftSection={<IconArrowLeft size={16} />}
            w={{ base: 'auto', md: '100%' }}
            styles={{ label: { whiteSpace: 'nowrap' } }}
            style={{ flexShrink: 0 }}
          />
        }
      />
    </Stack>
  );
}
