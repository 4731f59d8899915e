import type { Sql } from '../functions/_shared/sql.ts';

export const courseAlertColumns = [
  'email',
  'status',
  'source',
  'consented_at',
  'confirmed_at',
  'unsubscribed_at',
] as const;

type AlertRow = Record<(typeof courseAlertColumns)[number], string | Date | null>;

/** RFC 4180 quoting; a cell a spreadsheet would read as a formula (=, +, -, @) is prefixed with an apostrophe. */
export function csvCell(value: string | Date | null): string {
  const text = value === null ? '' : value instanceof Date ? value.toISOString() : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly AlertRow[]): string {
  const lines = [
    courseAlertColumns.join(','),
    ...rows.map((row) => courseAlertColumns.map((column) => csvCell(row[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The sign-ups of one course, oldest first; `status` keeps one state (e.g. 'confirmed': the people to write to). */
export async function courseAlertRows(sql: Sql, courseId: string, status?: string): Promise<AlertRow[]> {
  const rows = await sql<AlertRow>(
    `select email, status, source, consented_at, confirmed_at, unsubscribed_at
     from public.course_alert_subscribers
     where course_id = $1 and ($2::text is null or status = $2::text)
     order by created_at, email`,
    [courseId, status ?? null],
  );
  // postgres.js gives Date objects, PGlite too; either way the CSV holds ISO 8601 instants.
  return rows.map((row) => ({
    ...row,
    consented_at: row.consented_at && new Date(row.consented_at),
    confirmed_at: row.confirmed_at && new Date(row.confirmed_at),
    unsubscribed_at: row.unsubscribed_at && new Date(row.unsubscribed_at),
  }));
}
