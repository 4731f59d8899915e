export interface HeroDot {
  /** Position in % of the hero. */
  top: number;
  left: number;
  /** Diameter in px. */
  size: number;
  tone: 'accent' | 'blue' | 'purple' | 'light';
  drift: 'up' | 'side';
  /** Seconds; a negative delay starts the drift mid-way, so the dots never move in step. */
  duration: number;
  delay: number;
}

/**
 * The 15 floating dots: a fixed table, so every render (server, client, screenshot) is identical. Each dot is one class
 * (Hero.css.ts), not an inline style: the home page's HTML stays within its first round trip.
 */
export const heroDots: readonly HeroDot[] = [
  { top: 12, left: 62, size: 10, tone: 'accent', drift: 'up', duration: 9, delay: -1 },
  { top: 22, left: 84, size: 6, tone: 'light', drift: 'side', duration: 11, delay: -4 },
  { top: 34, left: 71, size: 14, tone: 'blue', drift: 'up', duration: 13, delay: -7 },
  { top: 47, left: 91, size: 8, tone: 'purple', drift: 'side', duration: 10, delay: -2 },
  { top: 58, left: 64, size: 5, tone: 'light', drift: 'up', duration: 8, delay: -5 },
  { top: 70, left: 81, size: 12, tone: 'accent', drift: 'side', duration: 12, delay: -3 },
  { top: 83, left: 57, size: 7, tone: 'blue', drift: 'up', duration: 9.5, delay: -6 },
  { top: 88, left: 90, size: 9, tone: 'light', drift: 'side', duration: 14, delay: -8 },
  { top: 7, left: 41, size: 5, tone: 'light', drift: 'up', duration: 10.5, delay: -2.5 },
  { top: 16, left: 5, size: 8, tone: 'purple', drift: 'side', duration: 12.5, delay: -9 },
  { top: 90, left: 12, size: 10, tone: 'blue', drift: 'up', duration: 11.5, delay: -4.5 },
  { top: 77, left: 35, size: 5, tone: 'accent', drift: 'side', duration: 8.5, delay: -1.5 },
  { top: 40, left: 53, size: 6, tone: 'purple', drift: 'up', duration: 13.5, delay: -6.5 },
  { top: 62, left: 97, size: 4, tone: 'light', drift: 'side', duration: 9, delay: -3.5 },
  { top: 27, left: 96, size: 11, tone: 'blue', drift: 'up', duration: 15, delay: -10 },
];
