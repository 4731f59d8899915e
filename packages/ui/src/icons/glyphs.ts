/** The path of each line icon on its 24 × 24 grid: drawn inline by icons.tsx, or as a CSS mask by maskedIcon.ts. */
export const glyphs = {
  calendar: 'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2ZM3 10h18M8 3v4M16 3v4',
  clock: 'M21 12a9 9 0 1 1-18 0 9 9 0 1 1 18 0ZM12 7v5l3 2',
  tag: 'M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9ZM9.5 8a1.5 1.5 0 1 1-3 0 1.5 1.5 0 1 1 3 0Z',
  pin: 'M12 21s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12ZM14.5 9a2.5 2.5 0 1 1-5 0 2.5 2.5 0 1 1 5 0Z',
  search: 'M18 11a7 7 0 1 1-14 0 7 7 0 1 1 14 0Zm2 9-4-4',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  mail: 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2ZM3 7l9 6 9-6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M9 5v14M15 5v14',
  play: 'M8 5.5v13l10.5-6.5L8 5.5Z',
} as const;

export type Glyph = keyof typeof glyphs;
