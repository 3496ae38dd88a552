/**
 * Words of the English messages zod, Fastify and Node write ("Invalid input: expected string, received
 * number", "Too small: expected string to have >=10 characters", "Unrecognized key", "Required" …), none
 * of which a Portuguese message has. Field names quoted «assim» are the API's own and are not read.
 */
const INGLES =
  /\b(invalid|expected|received|required|too (small|big)|must|should|unrecognized|unexpected|input|string|number|boolean|array|object|characters?|option|options|key|keys|type|value|empty|greater|less|than|not allowed|body|querystring|params)\b/i;

/** The messages that read as English (none, when every one is Portuguese). */
export function errosEmIngles(mensagens: readonly string[]): string[] {
  return mensagens.filter((m) => INGLES.test(m.replace(/«[^»]*»/g, '')) || m.trim() === '');
}
