export const e2eBuildEpoch: number;
export function buildSiteAt(options: { epoch: number; directory: string; quiet?: boolean }): Promise<number>;
