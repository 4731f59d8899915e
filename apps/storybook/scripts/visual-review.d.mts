export function makeVisualReview(dirs: { expectedDir: string; actualDir: string; outDir: string }): Promise<{
  changed: string[];
  added: string[];
  deleted: string[];
  unchanged: number;
  page: string;
}>;
