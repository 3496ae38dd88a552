export const sql = `
-- Addresses an account has signed in from: the account-wide login limit (many failures from many addresses)
-- never holds back its owner at an address already proven by a successful sign-in.
create table login_enderecos (
  user_id uuid not null references users (id) on delete cascade,
  endereco text not null,
  ultimo_em timestamptz not null,
  primary key (user_id, endereco)
);
`;
