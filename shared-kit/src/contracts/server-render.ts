import type { BasketPurchase, SessionUser } from '../bus/events';
import type { Environment, Region, RemoteName, SiteConfig } from './site-config';
import type { SiteKit } from './site-runtime';

/**
 * Between session-server and the host's server-render bundle (host/dist-server/render-page.js): every page arrives as
 * HTML (an anonymous visitor's may be kept and shared, a logged-in visitor's never), then hydrates. The session server
 * calls the bundle once per page request (`renderPage`): React Router matches the address, runs the guards and the
 * loaders of the routes it shows (through a kit made for this request), renders, and hands the loaders' answers to the
 * browser, which hydrates from them.
 */
export type ServerRenderTheme = 'light' | 'dark';

/** What a page's loaders read, by the name of each read (shared-ui `PageRead`). */
export type LoadedReads = Readonly<Record<string, unknown>>;

/** What an exposed page's loader is given: the kit of this request (the browser's, or the server's for the visitor). */
export interface PageLoaderArgs {
  kit: SiteKit;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * What a page is about, from what its loader read: the name its head and tab give it (a goody's), `not-found` when the
 * address names nothing there (an unknown goody: the 404 page), null when its data was not read (the route's title).
 */
export type PageSubject = { name: string } | 'not-found' | null;

/**
 * An exposed page module as a route module: its component (`default`), and what the route takes from it beside: the
 * loader that reads what it shows, its subject, the checks of its form sent without JavaScript.
 */
export interface PageModuleExports {
  loader?: (args: PageLoaderArgs) => Promise<LoadedReads>;
  subject?: (loaded: LoadedReads, params: PageLoaderArgs['params']) => PageSubject;
  checkForm?: (values: Record<string, string | boolean>) => Promise<Record<string, string>>;
}

/**
 * What the server answers to a form sent without JavaScript (a plain POST): the page again, with what was entered
 * (never a password), the form's own messages per field, and the message of the whole form.
 */
export interface ServerFormState {
  values: Record<string, string | boolean>;
  errors?: Record<string, string>;
  error?: string;
  /** The form's work is done (a reset e-mail asked for): the page says so, as it does after a send with JavaScript. */
  done?: boolean;
}

/**
 * The logged-in visitor a page is rendered for, as the session holds them: the page shows their header, basket, the
 * frame of their page and the data read for them. Rendered for them alone: never kept, never shared.
 */
export interface ServerVisitor {
  user: SessionUser;
  basket: { purchases: BasketPurchase[] };
}

/** How the page's loaders reach the provider for one request: the server's own address of it, the request's headers. */
export interface ServerProvider {
  region: Region;
  environment: Environment;
  baseUrls: { api: string; upload: string };
  clientId: string;
  /** Sent with every call (the visitor's address, the request id). */
  headers?: Record<string, string>;
  /** Aborted when the visitor left: the reads still running for the page are cancelled. */
  signal?: AbortSignal;
  /** Told of every provider call once it ended: its path, the status answered (null: none came), its length. */
  observe?: (call: { path: string; status: number | null; ms: number }) => void;
}

/** One page request, as the session server hands it to the host's bundle. */
export interface PageRequest {
  /** Path and query of the request. */
  url: string;
  config: SiteConfig;
  /** The instant the page is answered for (the game's phase depends on it), ms since the epoch. */
  now: number;
  /** The logged-in visitor (absent: anonymous, and the page may be kept for every anonymous visitor). */
  visitor?: ServerVisitor;
  theme: ServerRenderTheme;
  provider: ServerProvider;
  /** The answer to a form sent without JavaScript: the page is drawn for this visitor alone (never kept). */
  form?: ServerFormState;
  /**
   * What the session server last read of each remote's build (a digest of its mf-manifest.json): the server build of
   * a remote is loaded again when it changes, so a remote redeployed alone is rendered anew. Absent: never read.
   */
  remoteBuilds?: Partial<Record<string, string>>;
  /** Whether the session server keeps the anonymous page drawn under `key` (then nothing is drawn again). */
  keeps?: (key: string) => boolean;
}

/** An anonymous visitor's page: the same for every one of them, kept by the session server under `key`. */
export interface SharedPage {
  /** The page as drawn for everyone, and the ways it may differ (the theme, the remotes' builds). */
  key: string;
  /** Until when it stays true for every anonymous visitor (the next game phase change, a skeleton's short life), ms. */
  validUntil: number;
  /**
   * The drawn body with this request's own `r` and address in place of the placeholders every anonymous visitor's
   * drawing carries (escaped as the page writes them: a string replacement, no render).
   */
  fill(body: string): string;
}

export interface RenderedPage {
  /** 200, 404 for an address the site does not know (or whose page's data names nothing), 500 when drawing failed. */
  status: number;
  /** A guard sends this visitor elsewhere (GUARD-3): the address to send them to, nothing drawn. */
  redirect?: string;
  /** false: the page says noindex (the server adds `X-Robots-Tag: noindex`). */
  indexable: boolean;
  /** For <head>: title, description, canonical link, robots rule, link preview tags, critical CSS, the page's data. */
  head: string;
  /** The content of #root; empty when `shared` says the session server keeps it already. */
  body: string;
  /** The remote page shown at this address: the server announces its code in the HTML. */
  remotePage: { remote: RemoteName; page: string } | null;
  /**
   * An anonymous page, shared by every anonymous visitor; absent for a visitor's own page. `kept`: the session server
   * keeps it already (`PageRequest.keeps`), and nothing else of this answer is meant (nothing was drawn).
   */
  shared?: SharedPage & { kept: boolean };
  /** The provider refused the visitor's token while reading for the page: their session is over. */
  sessionRefused?: true;
}

/** A form sent without JavaScript, to check with the form's own rules (those of the page's remote). */
export interface ServerFormCheck {
  /** The page's address (the form's action). */
  url: string;
  config: SiteConfig;
  remoteBuilds?: Partial<Record<string, string>>;
  values: Record<string, string | boolean>;
}

export interface ServerPageRenderer {
  /** The page at an address for this request's visitor, drawn (or where a guard sends them). */
  renderPage(request: PageRequest): Promise<RenderedPage>;
  /** The addresses the sitemap lists at `now`. */
  sitemapPaths(request: Pick<PageRequest, 'config' | 'now'>): string[];
  /**
   * The messages of the page's form for what was sent (an empty object: nothing to say), with the form's own rules,
   * from the remote's server build; null when that page has no such check or its remote cannot give it now.
   */
  checkForm?(request: ServerFormCheck): Promise<Record<string, string> | null>;
  /** Tells `observer` of every remote server build the render loads or fails to load (the server's metrics). */
  observeRemoteBuilds?(observer: RemoteBuildObserver): void;
}

/**
 * A remote's server build as the render met it: `loaded` (an exposed page's module came), `failed` (it did not, its
 * entry does not answer, or the build is refused: another major of the kit). `build` is the session server's reading
 * of the remote's manifest (PageRequest.remoteBuilds), absent when never read.
 */
export interface RemoteBuildEvent {
  remote: RemoteName;
  build: string | undefined;
  outcome: 'loaded' | 'failed';
}
export type RemoteBuildObserver = (event: RemoteBuildEvent) => void;

/** The theme cookie the host writes when the visitor picks a theme (light when absent). */
export const THEME_COOKIE = 'lgb-theme';
