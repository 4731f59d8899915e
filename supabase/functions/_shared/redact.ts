// Log lines and stored errors carry no personal data: database and API errors may quote the values they refused.
const emailLike = /[^\s"'<>(),;:]+@[^\s"'<>(),;:]+/g;
// A quoted value that is not a plain identifier (relation, constraint, column names stay readable).
const quotedValue = /"(?![a-z_][a-z0-9_.]*")[^"]*"|'[^']*'/gi;

/** The message of an error with e-mail addresses and quoted values removed, cut to `max` characters. */
export function redact(message: string, max = 500): string {
  return message.replace(emailLike, '<e-mail>').replace(quotedValue, '"…"').slice(0, max);
}

/**
 * What may be logged of an unexpected error: its class, SQLSTATE code and redacted message; never its detail, query
 * parameters or stack of values.
 */
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return redact(String(error), 200);
  const code = (error as { code?: unknown }).code;
  return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${redact(error.message, 300)}`;
}
