export const chromePath: string;
export const chromeArgs: string[];
export const chromiumLaunchOptions: { executablePath: string; args: string[]; headless: true };
export function assertChromium(): void;
