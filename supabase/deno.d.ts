// The few Deno globals our entry points and local scripts use, so that tsc (Node types) can check them.
declare namespace Deno {
  interface NetAddr {
    transport: 'tcp' | 'udp';
    hostname: string;
    port: number;
  }
  interface ServeHandlerInfo {
    remoteAddr: NetAddr;
  }
  type ServeHandler = (request: Request, info: ServeHandlerInfo) => Response | Promise<Response>;
  interface ServeOptions {
    port?: number;
    hostname?: string;
    signal?: AbortSignal;
    onListen?: (localAddr: NetAddr) => void;
  }
  interface HttpServer {
    finished: Promise<void>;
    shutdown(): Promise<void>;
  }
  function serve(handler: ServeHandler): HttpServer;
  function serve(options: ServeOptions, handler: ServeHandler): HttpServer;
  const env: {
    get(name: string): string | undefined;
    toObject(): Record<string, string>;
  };
  const args: string[];
  function exit(code?: number): never;
  function addSignalListener(signal: 'SIGINT' | 'SIGTERM', handler: () => void): void;
}
