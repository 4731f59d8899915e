export const e2eBuildEpoch: number;
export function buildSiteAt(options: {
  epoch: number;
  directory: string;
  backendUrl?: string;
  quiet?: boolean;
}): Promise<number>;
