export const sql = `
-- An address is proven by a link sent to it. Accounts from before this change start unverified: they must
-- verify before they accept invitations or create companies.
alter table users add column email_verificado_em timestamptz;

create table verificacoes_email (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index verificacoes_email_user_idx on verificacoes_email (user_id);

-- Requests counted against a limit (forgot-password per address and per IP, sign-up per IP, resending the
-- verification): one row per request, forgotten once past the longest window.
create table limites_de_pedidos (
  chave text not null,
  em timestamptz not null
);
create index limites_de_pedidos_idx on limites_de_pedidos (chave, em);
`;
