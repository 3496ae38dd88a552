import { SectionLayout } from '../../../components/ui/SectionLayout';

const INFORMACAO_LINKS = [
  { to: '/informacao/documentacao', label: 'Documentação' },
  { to: '/informacao/suporte', label: 'Suporte' },
  { to: '/informacao/politica-de-privacidade', label: 'Política de Privacidade' },
  { to: '/informacao/termos', label: 'Termos e Condições' },
  { to: '/informacao/contactos', label: 'Contactos' },
] as const;

export function InformacaoLayout() {
  return <SectionLayout navLabel="Informação" links={INFORMACAO_LINKS} />;
}
