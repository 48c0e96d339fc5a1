import { isChunkLoadError } from '../chunk-reload/chunk-reload-guard';

export interface FatalErrorHandlers {
  /** An uncaught error of the application: PAGE-ERROR-2, the full 'Internal Server Error' page. */
  onFatal: (error: Error) => void;
  /** A chunk that failed outside a route (a lazy panel): the reload guard decides. */
  onChunkError: (error: Error) => void;
  /** An unhandled rejection: reported, the page keeps working. */
  onRejection: (reason: unknown) => void;
}

/** Browser noise that is not an application failure. */
function isNoise(event: ErrorEvent): boolean {
  return !(event.error instanceof Error) || /ResizeObserver loop/.test(event.message);
}

export function listenForFatalErrors(handlers: FatalErrorHandlers, target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isNoise(event)) return;
    const error = event.error as Error;
    if (isChunkLoadError(error)) handlers.onChunkError(error);
    else handlers.onFatal(error);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (event.reason instanceof Error && isChunkLoadError(event.reason)) handlers.onChunkError(event.reason);
    else handlers.onRejection(event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
