import { NavLink } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { SectionLayout } from '../../../components/ui/SectionLayout';
import { useLogout } from '../../auth/hooks/use-logout';
import { AvisoEmailPorConfirmar } from './AvisoEmailPorConfirmar';

const CONTA_LINKS = [
  { to: '/conta/perfil', label: 'Perfil' },
  { to: '/conta/lista-empresa', label: 'Contas' },
] as const;

/** The account area (SPEC §2): sidebar with Perfil, Contas and Logout. */
export function ContaLayout() {
  const logout = useLogout();
  return (
    <SectionLayout
      navLabel="Conta"
      links={CONTA_LINKS}
      aviso={<AvisoEmailPorConfirmar />}
      footer={
        <NavLink
          component="button"
          type="button"
          label="Logout"
          leftSection={<IconLogout size={16} />}
          onClick={logout}
          w={{ base: 'auto', sm: '100%' }}
          style={{ flexShrink: 0 }}
        />
      }
    />
  );
}
