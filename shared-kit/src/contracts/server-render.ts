import type { BasketPurchase, SessionUser } from '../bus/events';
import type { CardSlot, Catalog, Order, PlayedCode, Receipt, UserInformation } from '../kit/types/provider-types';
import type { RemoteName, SiteConfig } from './site-config';

/**
 * Between session-server and the host's server-render bundle (host/dist-server/render-page.js):
 * every page arrives as HTML (an anonymous visitor's may be kept and shared, a logged-in visitor's never), then
 * hydrates.
 */
export type ServerRenderTheme = 'light' | 'dark';

/**
 * Provider data a page may ask the server to read before rendering it: the exposed page module says which
 * (`export const serverReads`), the page starts with them (SWR's fallbackData, through shared-ui's `useServerRead`: the
 * runtime's data), in the server HTML and in the hydrating browser alike, which reads them again only later. `public-catalog` is the same for
 * every visitor (kept a minute); the others are the logged-in visitor's own, read with their token for their page
 * only (never kept), and absent for anyone else.
 */
export interface ServerReads {
  /** The goodies and their prices (the kit's `getPublicCatalog`). */
  'public-catalog'?: Catalog;
  /** The visitor's card slots: stars, pending stars, next goal (the kit's `getCardSlots`). */
  'card-slots'?: CardSlot[];
  /** The goodies as the visitor's shop shows them (the kit's `getCatalog`). */
  catalog?: Catalog;
  /** The visitor's receipts (the kit's `getReceipts`). */
  receipts?: Receipt[];
  /** The visitor's orders, newest first (the kit's `getAllOrders`). */
  orders?: Order[];
  /** The visitor's saved addresses (the kit's `getUserInformations`). */
  'user-informations'?: UserInformation[];
  /** The codes the visitor played (the kit's `getPlayedCodes`). */
  'played-codes'?: PlayedCode[];
}

export type ServerReadId = keyof ServerReads;

/** The reads that belong to a logged-in visitor (read with their token, never shared). */
export const VISITOR_READS: readonly ServerReadId[] = [
  'card-slots',
  'catalog',
  'receipts',
  'orders',
  'user-informations',
  'played-codes',
];

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

/** An address asked for by one request, as the host's server bundle answers it. */
export interface PageRequest {
  /** Path and query of the request. */
  url: string;
  config: SiteConfig;
  /** The instant the page is answered for (the game's phase depends on it), ms since the epoch. */
  now: number;
  /** The logged-in visitor (absent: anonymous, and the page may be kept for every anonymous visitor). */
  visitor?: ServerVisitor;
  /**
   * What the session server last read of each remote's build (a digest of its mf-manifest.json): the server build of
   * a remote is loaded again when it changes, so a remote redeployed alone is rendered anew. Absent: never read.
   */
  remoteBuilds?: Partial<Record<string, string>>;
}

/**
 * « This address is this page, it needs these reads »: the host's answer to one request, the route matched once for
 * it. The session server reads what `render.reads` names (nothing calls back into it), then draws the page with it.
 */
export interface PagePlan {
  /** 404 for an address the route table does not know (or a malformed segment). */
  status: 200 | 404;
  /** false: the page says noindex (the server adds `X-Robots-Tag: noindex`). */
  indexable: boolean;
  /** For <head>: title, description, canonical link, robots rule, link preview tags. */
  head: string;
  /**
   * The remote's exposed page this visitor will see at this address (after the guards), null for the shell's own
   * pages: the server announces its code in the HTML so the browser fetches it with the host's.
   */
  remotePage: { remote: RemoteName; page: string } | null;
  /** How the server draws the page; null when the browser must (a guard sends this visitor elsewhere). */
  render: PageRender | null;
}

export interface PageRender {
  /**
   * The address the page is drawn at, and kept under for anonymous visitors: its path and its `r` when that is a local
   * path (the one parameter a page reads: the header and the auth pages carry it to their links and forms), or, for
   * the 404 page, the whole address asked for. An anonymous visitor's page is drawn once for all: its `r` and the
   * 404's address are placeholders there (the 404 is drawn at where it is in the site), put in by `fill`.
   */
  url: string;
  /**
   * The drawn body with this request's `r` and address in place of the placeholders, escaped as the page would have
   * written them (a string replacement, no render); the body as it is for a page drawn at its own address.
   */
  fill(body: string): string;
  /** What the page starts from, to read before drawing it (a visitor's own with their token, for them alone). */
  reads: readonly ServerReadId[];
  /** Until when this HTML stays true for every anonymous visitor (the next game phase change), ms. */
  validUntil: number;
  /** The page as HTML, with what the session server read of `reads` (a read it could not make is absent). */
  draw(input: PageDrawInput): Promise<ServerRenderedPage>;
}

export interface PageDrawInput {
  theme: ServerRenderTheme;
  data: ServerReads;
  /** The answer to a form sent without JavaScript: the page is drawn for this visitor alone (never kept). */
  form?: ServerFormState;
}

/** A form sent without JavaScript, to check with the form's own rules (those of the page's remote). */
export interface ServerFormCheck {
  /** The page's address (the form's action). */
  url: string;
  config: SiteConfig;
  remoteBuilds?: Partial<Record<string, string>>;
  values: Record<string, string | boolean>;
}

export interface ServerRenderedPage {
  status: 200 | 404;
  /** For <head>, after the plan's: the critical CSS and the data the browser hydrates with. */
  head: string;
  /**
   * The plan's `head` again, for a page whose data says what it is about (a gift page: « Mug collector · La Grande
   * Boutique »; an unknown goody: the 404 page's): sent in its place. Absent: the plan's.
   */
  subjectHead?: string;
  /** The content of #root. */
  body: string;
}

/**
 * What a page is about, from the data the server read for it (an exposed page module's `serverSubject`): the name its
 * head and tab give it (a goody's), `not-found` when the address names nothing there (an unknown goody: the 404 page),
 * null when its data was not read (the route's own title).
 */
export type ServerPageSubject = { name: string } | 'not-found' | null;

export interface ServerPageRenderer {
  /** What an address is for this request's visitor: its head, and how to draw it (or that the browser must). */
  planPage(request: PageRequest): Promise<PagePlan>;
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
 * of the remote's manifest (ServerRenderRequest.remoteBuilds), absent when never read.
 */
export interface RemoteBuildEvent {
  remote: RemoteName;
  build: string | undefined;
  outcome: 'loaded' | 'failed';
}
export type RemoteBuildObserver = (event: RemoteBuildEvent) => void;

/** The theme cookie the host writes when the visitor picks a theme (light when absent). */
export const THEME_COOKIE = 'lgb-theme';

/**
 * Written by the browser's kit after each write it sends to the provider (an order, a receipt, a code, an address…):
 * the session server keeps a visitor's reads and page a few seconds under this value, so the visitor's next page after
 * a write is read afresh. Never trusted for anything else: a visitor who changes it only costs themselves a fresh read.
 */
export const WRITES_COOKIE = 'lgb-writes';
