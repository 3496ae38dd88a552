import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../components/ui/PageLoader';
import { decidirAcesso } from '../../features/empresa-area/acesso';
import { useEmpresaAtual } from '../../features/empresa-area/hooks/use-empresa-atual';
import { usePaginaAtual } from '../../features/empresa-area/hooks/use-pagina-atual';
import { clearSelectedEmpresa, readSelectedEmpresa, selectEmpresa } from '../../lib/selected-empresa';

const SEM_ACESSO_MESSAGE = 'Não tem acesso a esta empresa.';

/**
 * The company area's guard (SPEC §2, §6), inside the sign-in guard: the selected company must be
 * the one in the address, and the role (the server's, the stored one until it answers) must open
 * the page, as the pages table says.
 */
export function RequireEmpresa() {
  const { empresaId, estado } = useEmpresaAtual();
  const pagina = usePaginaAtual();
  const selecionada = readSelectedEmpresa();
  const acesso = decidirAcesso({ empresaId, selecionada, empresa: estado, pagina });
  const roleDoServidor = estado.estado === 'carregada' ? estado.role : undefined;
  const naoMembro = estado.estado === 'nao-membro';
  const selecionadaId = selecionada?.empresaId;

  // The server's role replaces a stale stored one (e.g. after an admin changed it).
  useEffect(() => {
    if (roleDoServidor && selecionadaId === empresaId) selectEmpresa(empresaId, roleDoServidor);
  }, [roleDoServidor, selecionadaId, empresaId]);

  // No longer a member (removed, or the company was deleted): forget the selection.
  useEffect(() => {
    if (!naoMembro || selecionadaId !== empresaId) return;
    clearSelectedEmpresa();
    notifications.show({ id: 'empresa-sem-acesso', color: 'red', message: SEM_ACESSO_MESSAGE });
  }, [naoMembro, selecionadaId, empresaId]);

  switch (acesso.tipo) {
    case 'lista':
      return <Navigate to="/conta/lista-empresa" replace />;
    case 'nao-autorizado':
      return <Navigate to="/conta/nao-autorizado" replace />;
    case 'aguardar':
      return <PageLoader />;
    case 'permitir':
      return <Outlet />;
  }
}
