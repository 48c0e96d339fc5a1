import type { PageRequest, ServerPageRenderer } from 'shared-kit/contracts';
import type { SiteMetrics } from './metrics';

type Kind = 'anonymous' | 'visitor' | 'form';

/**
 * The renderer with each page's server work timed into `lgb_server_render_duration_seconds`: its plan when the browser
 * renders that address (declined), else its draw (ok, or error: it threw and the page falls back to the browser's
 * render). The reads between the two are the provider's calls, timed with them.
 */
export function timedRenderer<R extends Pick<ServerPageRenderer, 'planPage'>>(renderer: R, metrics: SiteMetrics): R {
  const observe = (kind: Kind, outcome: 'ok' | 'declined' | 'error', started: number) =>
    metrics.render.observe({ kind, outcome }, (performance.now() - started) / 1000);
  return {
    ...renderer,
    planPage: async (request: PageRequest) => {
      const planned = performance.now();
      const plan = await renderer.planPage(request);
      const { render } = plan;
      if (!render) {
        observe(request.visitor ? 'visitor' : 'anonymous', 'declined', planned);
        return plan;
      }
      return {
        ...plan,
        render: {
          ...render,
          draw: async (input) => {
            const kind: Kind = input.form ? 'form' : request.visitor ? 'visitor' : 'anonymous';
            const started = performance.now();
            try {
              const page = await render.draw(input);
              observe(kind, 'ok', started);
              return page;
            } catch (error) {
              observe(kind, 'error', started);
              throw error;
            }
          },
        },
      };
    },
  };
}
