export const sql = `
-- An import written in parts (the embedded database, issue 19) is 'em curso' until its last part commits: a
-- server stopped before that undoes it at its next start, so nothing of it stays half-written.
alter table importacoes add column em_curso boolean not null default false;
`;
