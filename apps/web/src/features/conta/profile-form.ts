/** The editable part of the profile: the e-mail is the account's identity and stays as it is. */
export interface ProfileDraft {
  nome: string;
  telefone: string;
}

/** SPEC §4: saving is possible only when a field differs from the saved value, spaces aside. */
export function hasProfileChanges(saved: ProfileDraft, draft: ProfileDraft): boolean {
  return saved.nome.trim() !== draft.nome.trim() || saved.telefone.trim() !== draft.telefone.trim();
}

/** Body of PUT /put/user/profile: the trimmed draft plus the unchanged e-mail. */
export function profileUpdatePayload(
  email: string,
  draft: ProfileDraft,
): { nome: string; email: string; telefone: string } {
  return { nome: draft.nome.trim(), email, telefone: draft.telefone.trim() };
}
