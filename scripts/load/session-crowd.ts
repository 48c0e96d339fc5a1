/**
 * `/api/session` of visitors already in, as a crowd of its own process: run beside a crowd of pages, its figures say
 * what the pages cost the visitors already in, not what they cost the load generator (one process answering a
 * hundred connections of pages reads its own few answers late). Its argument is a JSON `SessionCrowd`; it prints its
 * `CrowdFigures` as JSON on its last line.
 */
import { crowd, type SiteAddress } from './launch-day';

export interface SessionCrowd {
  name: string;
  site: SiteAddress;
  connections: number;
  durationS: number;
  cookies: string[];
}

async function main(): Promise<void> {
  const asked = JSON.parse(process.argv[2] ?? '') as SessionCrowd;
  const figures = await crowd({
    name: asked.name,
    site: asked.site,
    connections: asked.connections,
    durationS: asked.durationS,
    step: (turn) => ({
      kind: '/api/session (already in)',
      path: '/api/session',
      headers: { Cookie: asked.cookies[turn % asked.cookies.length]! },
    }),
    sitePids: [],
  });
  console.log(JSON.stringify(figures));
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
