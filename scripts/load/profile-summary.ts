import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A stretch of the run on the monotonic clock V8's profiler stamps its samples with, in microseconds. */
export interface ProfileWindow {
  name: string;
  fromUs: number;
  toUs: number;
}

/** Now on the profiler's clock (both are the system's monotonic clock). */
export function monotonicUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/**
 * Where the time went: self time per function and per package, from the newest .cpuprofile in a folder; only the
 * samples within `window` when one is given (a process's whole life mixes the crowd with its start and set-up).
 */
export function summariseProfile(dir: string, window?: ProfileWindow, top = 20): string {
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.cpuprofile'));
  if (files.length === 0) return `(no .cpuprofile in ${dir})`;
  const newest = files
    .map((file) => path.join(dir, file))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0] as string;
  const profile = JSON.parse(fs.readFileSync(newest, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (window && (at < window.fromUs || at > window.toUs)) return;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const total = [...selfUs.values()].reduce((sum, value) => sum + value, 0);
  const perFunction = new Map<string, number>();
  const perPackage = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const where = frame.url.includes('node_modules/')
      ? (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url)?.[1] ?? frame.url)
      : frame.url.startsWith('node:')
        ? frame.url
        : path.basename(frame.url) || '(native)';
    const name = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    perFunction.set(name, (perFunction.get(name) ?? 0) + us);
    perPackage.set(where, (perPackage.get(where) ?? 0) + us);
  }
  const lines = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${name}`);
  return [
    `profile ${newest} (${(total / 1e6).toFixed(1)} s sampled${window ? `, ${window.name} only` : ''})`,
    'self time by function:',
    ...lines(perFunction),
    'self time by module:',
    ...lines(perPackage),
  ].join('\n');
}
