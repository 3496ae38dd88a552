/**
 * The API's answer schemas (`@contas/core/contrato`), loaded on demand: `apiRequest`'s development check reads
 * them, and a production build keeps them (and zod) in a chunk it never loads. Types come from the same
 * module with `import type`.
 */
export const contrato = () => import('@contas/core/contrato');
