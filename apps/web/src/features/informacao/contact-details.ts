/** The provider's public contacts, shown on the support and contact pages and in the legal texts. */
export const CONTACT_DETAILS = {
  empresa: 'Contas Claras',
  morada: ['Avenida da Liberdade, 110', '1250-146 Lisboa', 'Portugal'],
  telefone: '+351 210 000 000',
  telefoneHref: 'tel:+351210000000',
  email: 'suporte@contasclaras.pt',
  emailPrivacidade: 'privacidade@contasclaras.pt',
  horario: 'Dias úteis, das 9h00 às 18h00',
  mapa: {
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=-9.1510%2C38.7160%2C-9.1390%2C38.7220&layer=mapnik&marker=38.7190%2C-9.1450',
    linkUrl: 'https://www.openstreetmap.org/?mlat=38.7190&mlon=-9.1450#map=17/38.7190/-9.1450',
  },
} as const;
