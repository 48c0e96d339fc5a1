import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { LoadedReads, SiteRuntime } from 'shared-kit/core';
// Through the package name, as pages reach it: one context for the page and its test.
import { LoadedReadsProvider, SiteRuntimeProvider } from 'shared-ui';
import { lightTheme } from '../theme/theme';
import { RouterNavigation } from '../navigation/react-router-adapter';
import { fakeRuntime } from './fake-runtime';

export { fakeRuntime, fakeSession, fixedClock, TEST_SITE_CONFIG, type FakeRuntimeOptions } from './fake-runtime';

/** Shows where a navigation landed, so a test can assert the redirect target. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a page `element` at `url` inside the navigation facade and the page's runtime (a fake one unless given), as
 * the host does; every other path reports where a navigation landed. A declarative MemoryRouter: the data router
 * needs the Fetch API's Request, which jsdom lacks. For component tests of any remote. `loaded`: what the page's
 * loaders read, as the host gives it.
 */
export function renderPage(
  element: ReactElement,
  url: string,
  routePath: string,
  runtime: SiteRuntime = fakeRuntime(),
  loaded: LoadedReads = {},
) {
  const view = render(
    <SiteRuntimeProvider runtime={runtime}>
      <LoadedReadsProvider reads={loaded}>
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={routePath} element={<RouterNavigation>{element}</RouterNavigation>} />
              <Route path="*" element={<Landed />} />
            </Routes>
          </MemoryRouter>
        </ThemeProvider>
      </LoadedReadsProvider>
    </SiteRuntimeProvider>,
  );
  return { ...view, runtime };
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/**
 * Replaces `fetch` (absent from jsdom) with answers given in order; a pending promise can be
 * passed to hold an answer back and observe the loading state.
 */
export function mockFetch(...answers: Array<FakeAnswer | Promise<FakeAnswer>>) {
  const fetchMock = jest.fn(async (_input: string, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error('fetch called more often than the test expected');
    const { status, body } = await next;
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) };
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return fetchMock;
}

export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A fake of a kit's narrow type for tests: every operation a jest mock with the operation's own signature. */
export type Mocked<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<R, A> : T[K] };

export { speakSecondLanguage, backToFrench, SECOND_LANGUAGE_MARK } from './second-language';
