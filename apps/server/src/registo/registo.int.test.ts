import { afterEach, describe, expect, it } from 'vitest';
import { registoEmMemoria } from '../../test/registo-em-memoria';
import { createUser, startTestApp, type TestApp } from '../../test/test-app';

// What the request log may carry: never a live token, never a searched value.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the request log', () => {
  it('redacts reset tokens in paths and every query value; the outbox log line carries no link', async () => {
    const memoria = registoEmMemoria();
    t = await startTestApp({}, { registo: memoria.registo });
    const user = await createUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const link = (await t.mails()).at(-1)?.text.match(/\/reset-password\/(\S+)/);
    const token = link?.[1] as string;
    expect(token.length).toBeGreaterThan(20);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: 'nova-senha-1' },
    });
    expect(reset.statusCode).toBe(200);
    await t.app.inject({
      method: 'GET',
      url: `/get/search/planilhas/x?searchTerm=${user.email}`,
      headers: user.auth,
    });

    const texto = JSON.stringify(memoria.linhas());
    expect(texto).not.toContain(token);
    expect(texto).not.toContain(`searchTerm=${user.email}`);
    const urls = memoria.linhas().flatMap((l) => {
      const req = l.req as { url?: string } | undefined;
      return req?.url ? [req.url] : [];
    });
    expect(urls).toContain('/api/auth/reset-password/[redigido]');
    expect(urls).toContain('/get/search/planilhas/x?searchTerm=[redigido]');
    const carta = memoria
      .linhas()
      .find(
        (l) =>
          l.msg.startsWith('e-mail guardado na caixa de saída') && String(l.assunto).includes('redefinir'),
      );
    expect(carta).toMatchObject({ para: user.email, assunto: 'Contas Claras — redefinir a palavra-passe' });
  });

  it('LOG_REQUESTS=off leaves the request lines out and keeps the rest', async () => {
    const memoria = registoEmMemoria();
    t = await startTestApp({ LOG_REQUESTS: 'off' }, { registo: memoria.registo });
    const user = await createUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const mensagens = memoria.linhas().map((l) => l.msg);
    expect(mensagens).not.toContain('incoming request');
    expect(mensagens).not.toContain('request completed');
    expect(mensagens.some((m) => m.startsWith('e-mail guardado na caixa de saída'))).toBe(true);
  });
});
