import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { esquemaJson } from './openapi';

describe('esquemaJson', () => {
  it('describes what a client sends: before transforms, with defaults optional', () => {
    const json = esquemaJson(
      z.object({
        ano: z
          .string()
          .regex(/^\d{4}$/)
          .transform(Number),
        pagina: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().optional()),
        nome: z.string().default('LojaA'),
      }),
    );
    expect(json).not.toHaveProperty('$schema');
    expect(json.required).toEqual(['ano']);
    expect(json.properties).toMatchObject({
      ano: { type: 'string', pattern: '^\\d{4}$' },
      pagina: { type: 'integer' },
      nome: { type: 'string', default: 'LojaA' },
    });
  });

  it('leaves a part without a JSON Schema equivalent as any value, with a note', () => {
    const json = esquemaJson(z.object({ quando: z.date(), nome: z.string() }));
    expect(json.required).toEqual(['quando', 'nome']);
    expect(json.properties).toEqual({
      quando: { description: 'Validado no servidor; sem equivalente em JSON Schema.' },
      nome: { type: 'string' },
    });
  });

  it('falls back to a note for a schema zod cannot convert at all', () => {
    const avariado = z.lazy((): z.ZodString => {
      throw new Error('indisponível');
    });
    expect(esquemaJson(avariado)).toEqual({
      description: 'Validado no servidor; sem equivalente em JSON Schema.',
    });
  });
});
