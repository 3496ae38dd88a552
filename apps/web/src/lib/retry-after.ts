/**
 * Milliseconds to wait from an HTTP Retry-After header: either delta-seconds or an HTTP date.
 * Undefined when the header is missing or unreadable.
 */
export function parseRetryAfter(header: string | null, nowMs: number): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its weekday and month; anything else ('-5', '2025') is not one.
  if (!/[a-z]/i.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}
