import type { ServerPageRenderer, ServerRenderRequest } from 'shared-kit/contracts';
import type { SiteMetrics } from './metrics';

const kindOf = (request: ServerRenderRequest) => (request.form ? 'form' : request.visitor ? 'visitor' : 'anonymous');

/**
 * The renderer with each `renderPage` timed into `lgb_server_render_duration_seconds`: ok, declined (the browser
 * renders that address) or error (the render threw; the page falls back to the browser's render).
 */
export function timedRenderer<R extends Pick<ServerPageRenderer, 'renderPage'>>(renderer: R, metrics: SiteMetrics): R {
  return {
    ...renderer,
    renderPage: async (request: ServerRenderRequest) => {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const page = await renderer.renderPage(request);
        metrics.render.observe({ kind: kindOf(request), outcome: page ? 'ok' : 'declined' }, seconds());
        return page;
      } catch (error) {
        metrics.render.observe({ kind: kindOf(request), outcome: 'error' }, seconds());
        throw error;
      }
    },
  };
}
