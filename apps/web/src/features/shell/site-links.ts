/** Pages of the public site, outside this app. */
export const EXTERNAL_LINKS = [
  { label: 'Sobre', href: 'https://contasclaras.pt/sobre' },
  { label: 'Serviços', href: 'https://contasclaras.pt/servicos' },
  { label: 'Blog', href: 'https://contasclaras.pt/blog' },
  { label: 'Contactos', href: 'https://contasclaras.pt/contactos' },
] as const;

export const LEGAL_LINKS = [
  { label: 'Termos e Condições', to: '/informacao/termos' },
  { label: 'Política de Privacidade', to: '/informacao/politica-de-privacidade' },
  { label: 'Suporte', to: '/informacao/suporte' },
] as const;
