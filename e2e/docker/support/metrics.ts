import { containersOf } from '../../../scripts/docker/compose-stack';

/** One sample of Prometheus' text format: `name{label="value",…} 12.5`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** Each running replica's metrics, read on its internal port (METRICS_PORT, never published). */
export async function scrapeReplicas(): Promise<Sample[][]> {
  const replicas = containersOf('site').filter((replica) => replica.running);
  return Promise.all(
    replicas.map(async (replica) => {
      const answer = await fetch(`http://${replica.address}:9464/metrics`);
      if (!answer.ok) throw new Error(`${replica.name} /metrics answered ${answer.status}`);
      return parseMetrics(await answer.text());
    }),
  );
}

/** The sum of the samples named so whose labels include `labels`. */
export function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name)
    .filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}
