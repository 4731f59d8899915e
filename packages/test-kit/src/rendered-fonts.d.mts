import type { Page } from 'playwright-core';

export const siteFontFamilies: string[];
export function foreignFonts(page: Page): Promise<Array<{ font: string; custom: boolean; text: string }>>;
