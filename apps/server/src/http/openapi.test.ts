import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definicoesEmComponentes, esquemaJson } from './openapi';

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

describe('definicoesEmComponentes', () => {
  const linha = z
    .object({
      nome: z.string(),
      get filhas() {
        return z.array(linha).optional();
      },
    })
    .meta({ id: 'LinhaDeTeste' });
  const semNome = z.object({
    nome: z.string(),
    get filhas(): z.ZodOptional<z.ZodArray<typeof semNome>> {
      return z.array(semNome).optional();
    },
  });

  it('makes a named recursive part one component, which every operation refers to', () => {
    const componentes: Record<string, Record<string, unknown>> = {};
    const paths = definicoesEmComponentes(
      {
        a: esquemaJson(z.object({ linhas: z.array(linha) }), 'output'),
        b: esquemaJson(z.object({ total: linha }), 'output'),
      },
      componentes,
    );
    expect(paths).toEqual({
      a: expect.objectContaining({
        properties: { linhas: { type: 'array', items: { $ref: '#/components/schemas/LinhaDeTeste' } } },
      }),
      b: expect.objectContaining({ properties: { total: { $ref: '#/components/schemas/LinhaDeTeste' } } }),
    });
    expect(JSON.stringify(paths)).not.toContain('$defs');
    expect(Object.keys(componentes)).toEqual(['LinhaDeTeste']);
    expect(componentes.LinhaDeTeste).toMatchObject({
      properties: { filhas: { items: { $ref: '#/components/schemas/LinhaDeTeste' } } },
    });
  });

  it('gives each unnamed part its own name, beside the components already there', () => {
    const componentes: Record<string, Record<string, unknown>> = { Esquema: { type: 'string' } };
    const paths = definicoesEmComponentes(
      { a: esquemaJson(z.array(semNome), 'output'), b: esquemaJson(z.array(semNome), 'output') },
      componentes,
    ) as Record<string, { items: { $ref: string } }>;
    expect(paths.a?.items.$ref).toBe('#/components/schemas/Esquema2');
    expect(paths.b?.items.$ref).toBe('#/components/schemas/Esquema3');
    expect(componentes.Esquema).toEqual({ type: 'string' });
    expect(componentes.Esquema3).toMatchObject({
      properties: { filhas: { items: { $ref: '#/components/schemas/Esquema3' } } },
    });
  });
});
