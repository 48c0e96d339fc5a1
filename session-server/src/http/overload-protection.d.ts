// overload-protection ships no types: the part of its API the site uses (http/overload.ts).
declare module 'overload-protection' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface OverloadProtectionOptions {
    production?: boolean;
    errorPropagationMode?: boolean;
    clientRetrySecs?: number;
    sampleInterval?: number;
    maxEventLoopDelay?: number;
    maxHeapUsedBytes?: number;
    maxRssBytes?: number;
  }

  interface OverloadProtection {
    (req: IncomingMessage, res: ServerResponse, next?: () => void): boolean | undefined;
    readonly overload: boolean;
    readonly eventLoopOverload: boolean;
    readonly eventLoopDelay: number;
    stop(): void;
  }

  function protect(
    framework: 'http' | 'express' | 'koa' | 'restify',
    options?: OverloadProtectionOptions,
  ): OverloadProtection;
  export = protect;
}
