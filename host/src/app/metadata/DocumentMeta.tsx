import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentRoute } from '../layouts/route-meta';
import { useShell } from '../shell/shell-context';

const SITE_NAME = 'La Grande Boutique';

export function pageTitle(title: string | undefined): string {
  if (!title || title === 'Accueil') return `${SITE_NAME} · Vos pâtes vous font gagner des cadeaux`;
  return `${title} · ${SITE_NAME}`;
}

/** Canonical URL of a path on the environment's site URL (spec §2: from the environment). */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  return new URL(pathname, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

function upsertLink(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.appendChild(link);
  }
  link.href = href;
}

/** French title per page and the canonical link (spec §2 Layouts and page metadata). */
export function DocumentMeta({ title }: { title?: string }) {
  const route = useCurrentRoute();
  const { config } = useShell();
  const { pathname } = useLocation();
  const shown = title ?? route?.title;

  useEffect(() => {
    document.title = pageTitle(shown);
  }, [shown]);

  useEffect(() => {
    upsertLink('canonical', canonicalUrl(config.siteUrl, pathname));
  }, [config.siteUrl, pathname]);

  return null;
}
