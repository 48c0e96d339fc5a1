import type { PageRequest, ServerPageRenderer } from 'shared-kit/contracts';
import type { SiteMetrics } from './metrics';

type Kind = 'anonymous' | 'visitor' | 'form';

/**
 * The renderer with each page's server work timed into `lgb_server_render_duration_seconds`, its loaders' reads
 * included: `ok` (drawn), `kept` (an anonymous page the cache already holds: nothing drawn), `redirected` (a guard sent
 * the visitor elsewhere), `error` (it threw, and the page falls back to the browser's render).
 */
export function timedRenderer<R extends Pick<ServerPageRenderer, 'renderPage'>>(renderer: R, metrics: SiteMetrics): R {
  return {
    ...renderer,
    renderPage: async (request: PageRequest) => {
      const kind: Kind = request.form ? 'form' : request.visitor ? 'visitor' : 'anonymous';
      const started = performance.now();
      const observe = (outcome: 'ok' | 'kept' | 'redirected' | 'error') =>
        metrics.render.observe({ kind, outcome }, (performance.now() - started) / 1000);
      try {
        const page = await renderer.renderPage(request);
        observe(page.redirect ? 'redirected' : page.shared?.kept ? 'kept' : 'ok');
        return page;
      } catch (error) {
        observe('error');
        throw error;
      }
    },
  };
}
