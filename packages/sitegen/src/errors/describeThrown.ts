/**
 * What a site's code threw, in words for an error message. JavaScript can throw anything, and
 * `String(value)` says '[object Object]' of a plain object and nothing useful of much else.
 */
export function describeThrown(value: unknown): string {
  if (value instanceof Error) return value.message === '' ? `${value.name} (with no message)` : value.message;
  if (typeof value === 'string') return value === '' ? 'an empty string' : value;
  if (value === undefined || value === null)
    return `${String(value)} (no error object: \`throw ${String(value)}\` or a promise rejected with nothing)`;
  if (typeof value === 'function') return `a function${value.name === '' ? '' : ` (${value.name})`}`;
  if (typeof value !== 'object') return `the ${typeof value} ${String(value)}`;
  // an error-like object from another realm or library: its message is what it means to say
  const { message } = value as { message?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  const kind = Array.isArray(value) ? 'an array' : isPlain(value) ? 'an object' : `a ${value.constructor.name}`;
  const json = jsonOf(value);
  return json === undefined ? `${kind} that is not an Error` : `${kind} that is not an Error: ${json}`;
}

function isPlain(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
}

/** At most 200 characters of the value as JSON; undefined when it cannot be written (a cycle, a BigInt). */
function jsonOf(value: object): string | undefined {
  try {
    const json = JSON.stringify(value);
    if (json === undefined) return undefined;
    return json.length > 200 ? `${json.slice(0, 199)}…` : json;
  } catch {
    return undefined;
  }
}
