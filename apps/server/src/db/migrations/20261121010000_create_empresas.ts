export const sql = `
create table empresas (
  id uuid primary key default gen_random_uuid(),
  nome text not null,
  nif char(9) not null unique,
  endereco text not null default '',
  telefone text not null default '',
  email text not null,
  link text not null default '',
  imagem_link text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table membros (
  empresa_id uuid not null references empresas (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  role text not null check (role in ('admin', 'editor', 'leitor')),
  created_at timestamptz not null default now(),
  primary key (empresa_id, user_id)
);
create index membros_user_idx on membros (user_id);

create table convites (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references empresas (id) on delete cascade,
  email text not null,
  role text not null check (role in ('admin', 'editor', 'leitor')),
  convidado_por uuid references users (id) on delete set null,
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create unique index convites_empresa_email_key on convites (empresa_id, lower(email));
create index convites_email_idx on convites (lower(email));

create table lojas (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null references empresas (id) on delete cascade,
  nome text not null default 'LojaA',
  email text not null default '',
  telefone text not null default '',
  morada text not null default '',
  responsavel_loja text not null default '',
  cont_resp_loja bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index lojas_empresa_idx on lojas (empresa_id, created_at);

create table loja_pessoal (
  loja_id uuid not null references lojas (id) on delete cascade,
  ano integer not null check (ano between 1900 and 2200),
  meses integer[] not null check (cardinality(meses) = 12 and 0 <= all (meses)),
  primary key (loja_id, ano)
);
`;
