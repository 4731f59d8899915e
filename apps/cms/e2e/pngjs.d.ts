// The part of pngjs (no bundled types) that the article page's screenshot comparison uses.
declare module 'pngjs' {
  export class PNG {
    constructor(options: { width: number; height: number });
    width: number;
    height: number;
    data: Buffer;
    static sync: { read(buffer: Buffer): PNG; write(png: PNG): Buffer };
  }
  const pngjs: { PNG: typeof PNG };
  export default pngjs;
}
