import { describe, expect, it } from 'vitest';
import { SENHA_IGUAL_MESSAGE, validateMudarSenha } from './senha-form';

describe('validateMudarSenha', () => {
  const ok = { senhaAtual: 'antiga-1', novaSenha: 'nova-senha', confirmacao: 'nova-senha' };

  it('accepts a new password of 6 characters or more, confirmed', () => {
    expect(validateMudarSenha(ok)).toEqual({});
  });

  it('says what is wrong under each field', () => {
    expect(validateMudarSenha({ senhaAtual: '', novaSenha: '', confirmacao: 'x' })).toEqual({
      senhaAtual: 'Campo obrigatório.',
      novaSenha: 'Campo obrigatório.',
      confirmacao: 'As palavras-passe não coincidem.',
    });
    expect(validateMudarSenha({ ...ok, novaSenha: '12345', confirmacao: '12345' })).toEqual({
      novaSenha: 'A palavra-passe deve ter pelo menos 6 caracteres.',
    });
    expect(
      validateMudarSenha({ senhaAtual: 'igual-1', novaSenha: 'igual-1', confirmacao: 'igual-1' }),
    ).toEqual({
      novaSenha: SENHA_IGUAL_MESSAGE,
    });
  });
});
