export const sql = `
-- Long work a request starts (issue 19): one row a job, claimed by one server process at a time. The process
-- running a job beats its heart on the row; a row whose heart stopped (its process died) is taken by another
-- server, or by the next start. Progress lives on the row, so any server answers how the job goes.
create table tarefas (
  id uuid primary key,
  empresa_id uuid not null references empresas (id) on delete cascade,
  criada_por uuid references users (id) on delete set null,
  tipo text not null check (tipo in ('importacao')),
  estado text not null check (estado in ('a-correr', 'concluida', 'falhada')),
  parametros jsonb not null default '{}',
  progresso jsonb,
  resultado jsonb,
  erro jsonb,
  tentativas int not null default 1,
  trabalhador text,
  batida_em timestamptz not null default now(),
  criada_em timestamptz not null default now(),
  terminada_em timestamptz
);
create index tarefas_a_correr_idx on tarefas (batida_em) where estado = 'a-correr';
create index tarefas_empresa_idx on tarefas (empresa_id, criada_em desc);

-- The files of a job, kept until it ends: a job taken over after a crash reads them from here.
create table tarefas_ficheiros (
  tarefa_id uuid not null references tarefas (id) on delete cascade,
  ordem int not null,
  campo text not null,
  nome text not null,
  conteudo bytea not null,
  primary key (tarefa_id, ordem)
);
`;
