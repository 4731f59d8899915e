const months = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

export interface FrenchDate {
  /** yyyy-mm-dd, for <time dateTime>. */
  iso: string;
  /** '12 mars 2026', '1er avril 2026'. */
  long: string;
}

/** A content date 'dd/mm/yyyy' as ISO and as French long text; by hand, so it never depends on the time zone. */
export function frenchDate(date: string): FrenchDate {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Not a dd/mm/yyyy date: ${date}`);
  const [, day, monthNumber, year] = match;
  const dayNumber = Number(day);
  return { iso: `${year}-${monthNumber}-${day}`, long: `${dayNumber === 1 ? '1er' : dayNumber} ${month} ${year}` };
}
