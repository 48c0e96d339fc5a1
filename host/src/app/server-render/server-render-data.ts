import type { ServerFormState, SiteConfig } from 'shared-kit/core';
import type { ThemeMode } from 'shared-ui';

/**
 * What session-server writes into a server-rendered page (every page paints before JavaScript), read by the
 * bootstrap to hydrate the same tree instead of rendering a new one. Only what is the same for every anonymous visitor
 * of the page (the HTML may be cached and shared), and for a logged-in visitor's page (never kept) whom it is for.
 */
export interface ServerRenderData {
  /** The theme the HTML was rendered in (from the theme cookie). */
  theme: ThemeMode;
  /** The configuration the page was rendered with: the client needs no /config.json round trip. */
  config: SiteConfig;
  /**
   * 'skeleton': a remote's page drawn as its placeholder (its server build could not give it); 'error': the site's
   * error page (a 404). Both rendered anew in the browser, whose router runs its loaders itself.
   */
  page: 'complete' | 'skeleton' | 'error';
  /**
   * What each route's loader answered on the server (React Router's loader data, by route id), without what cannot
   * travel as JSON (a page's component, which the browser loads itself): the router hydrates from it, and runs no
   * loader of the page again.
   */
  loaderData?: Record<string, unknown>;
  /** The answer to a form sent without JavaScript (this page was rendered for this visitor alone). */
  form?: ServerFormState;
  /** The e-mail of the logged-in visitor the page was rendered for (absent: anonymous); never their tokens. */
  visitor?: string;
  /**
   * The page needs neither the kit nor the session store to hydrate (a shell page open to anyone, rendered for
   * nobody): they load after it, once it is idle or with the first page that uses them. Absent: at start-up.
   */
  kitAfterRender?: true;
}

export const SERVER_RENDER_DATA_ID = 'lgb-server-render';

/** A JSON data block (never executed, so the CSP needs no inline-script exception), safe inside HTML. */
export function serverRenderDataScript(data: ServerRenderData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${SERVER_RENDER_DATA_ID}" type="application/json">${json}</script>`;
}

/** The data of a server-rendered page, or null for the plain client-rendered index.html. */
export function readServerRenderData(doc: Document = document): ServerRenderData | null {
  const text = doc.getElementById(SERVER_RENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<ServerRenderData>;
    if (
      (data.theme !== 'light' && data.theme !== 'dark') ||
      !['complete', 'skeleton', 'error'].includes(data.page ?? '') ||
      typeof data.config !== 'object' ||
      data.config === null ||
      (data.visitor !== undefined && typeof data.visitor !== 'string') ||
      (data.kitAfterRender !== undefined && data.kitAfterRender !== true)
    ) {
      return null;
    }
    return data as ServerRenderData;
  } catch {
    return null;
  }
}
