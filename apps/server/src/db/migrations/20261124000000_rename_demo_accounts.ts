// The demo accounts had the provider's domain, which made them staff. Only the demo company's own members move
// to the café's domain: an account someone registered with those addresses elsewhere is left as it is.
const renomear = (antigo: string, novo: string) => `
update users set email = '${novo}', updated_at = now()
where lower(email) = '${antigo}'
  and not exists (select 1 from users u where lower(u.email) = '${novo}')
  and exists (select 1 from membros m join empresas e on e.id = m.empresa_id
              where m.user_id = users.id and e.nif = '509999999');`;

export const sql = `
${renomear('demo@contasclaras.pt', 'demo@cafe-demo.pt')}
${renomear('editora@demo.contasclaras.pt', 'editora@cafe-demo.pt')}
`;
