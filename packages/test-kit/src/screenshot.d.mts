export function compareScreenshot(screenshot: Buffer, paths: { baseline: string; diff: string }): number;
