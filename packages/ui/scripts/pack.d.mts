export const packageDir: string;
export function packUi(dir: string): string;
