import type { ComponentType } from 'react';
import type { RemoteName } from 'shared-kit/core';

export type PageComponent = ComponentType<Record<string, unknown>>;

/** A remote's page could not be loaded: the route shows the French fallback with a retry. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly page: string,
    options?: { cause?: unknown },
  ) {
    super(`remote "${remote}" could not provide ${page}`, options);
    this.name = 'RemoteUnavailableError';
  }
}
