import { Alert, Divider, Stack } from '@mantine/core';
import { PageLoader } from '../../../components/ui/PageLoader';
import { PaginaEmpresa } from '../../empresa-area/components/PaginaEmpresa';
import { useEmpresaAtual } from '../../empresa-area/hooks/use-empresa-atual';
import { ConvitesSection } from './ConvitesSection';
import { EliminarEmpresaSection } from './EliminarEmpresaSection';
import { EmpresaInfoSection } from './EmpresaInfoSection';
import { LojasSection } from './LojasSection';
import { UtilizadoresSection } from './UtilizadoresSection';

const LOAD_FAILED_MESSAGE = 'Não foi possível carregar os dados da empresa.';

/** SPEC §2 "Company administration page" (admin). */
export function AdminPage() {
  const { empresa, query } = useEmpresaAtual();
  return (
    <PaginaEmpresa titulo="Administração">
      {empresa ? (
        <Stack gap="xl">
          <EmpresaInfoSection empresa={empresa} />
          <Divider />
          <UtilizadoresSection empresa={empresa} />
          <Divider />
          <ConvitesSection empresa={empresa} />
          <Divider />
          <LojasSection empresa={empresa} />
          <Divider />
          <EliminarEmpresaSection empresa={empresa} />
        </Stack>
      ) : query.isPending ? (
        <PageLoader />
      ) : (
        <Alert color="red" variant="light">
          {LOAD_FAILED_MESSAGE}
        </Alert>
      )}
    </PaginaEmpresa>
  );
}
