// The part of pngjs (a dependency of jest-image-snapshot, without bundled types) that the visual tests use.
declare module 'pngjs' {
  export class PNG {
    constructor(options: { width: number; height: number });
    width: number;
    height: number;
    data: Buffer;
    static sync: { read(buffer: Buffer): PNG; write(png: PNG): Buffer };
    static bitblt(
      source: PNG,
      target: PNG,
      sourceX: number,
      sourceY: number,
      width: number,
      height: number,
      targetX: number,
      targetY: number,
    ): void;
  }
  const pngjs: { PNG: typeof PNG };
  export default pngjs;
}
