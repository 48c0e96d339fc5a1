import { lazy, type ComponentType } from 'react';

type ViewModule<Props> = { default: ComponentType<Props> };

/** Already there: answers in the same tick, so React.lazy resolves without suspending. */
function at<T>(value: T): Promise<T> {
  const thenable = { then: (resolve: (answer: T) => void) => resolve(value) };
  return thenable as unknown as Promise<T>;
}

/**
 * React.lazy for a view only the logged-in header shows, with a `preload` after which it renders at once: the
 * server preloads it before rendering a visitor's page (renderToString cannot wait for a lazy module), the browser
 * before hydrating that page, so both render the view itself and agree.
 */
export function preloadableView<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ViewModule<Props> | undefined;
  const preload = (): Promise<ViewModule<Props>> =>
    load().then((view) => {
      loaded = { default: view };
      return loaded;
    });
  const View = lazy(() => (loaded ? at(loaded) : preload()));
  return { View, preload };
}
