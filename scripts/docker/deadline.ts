/**
 * The docker test inside a CI run of fixed length (.ci/run sets DOCKER_TEST_DEADLINE, seconds since the epoch): a step
 * that could not end in time is not started, since a run cut off half-way fails every test that did pass.
 */

/**
 * What each stage still needs, at worst, from its start to the end of the run (docker/README « Figures », from a clean
 * machine: base images ~4 min, builds ~7, the shop's next version ~1, up ~1, journeys ~4.5, tear down ~1), with a
 * third more for a slower machine.
 */
const MINUTES_NEEDED = { 'base images': 24, builds: 18, 'stack and journeys': 8 } as const;
export type Stage = keyof typeof MINUTES_NEEDED;

/** The tear down (compose down, unused layers pruned) after the journeys. */
const TEAR_DOWN_MS = 5 * 60_000;

function deadlineMs(deadline: string | undefined): number | null {
  const seconds = Number(deadline);
  return deadline && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

/** Why the stage cannot start in time, or null when it can (or no deadline is set). */
export function outOfTime(stage: Stage, deadline: string | undefined, now = Date.now()): string | null {
  const end = deadlineMs(deadline);
  if (end === null) return null;
  const left = end - now;
  if (left >= MINUTES_NEEDED[stage] * 60_000) return null;
  const minutes = Math.max(0, Math.floor(left / 60_000));
  return `${minutes} min left before the run's deadline, ${stage} needs up to ${MINUTES_NEEDED[stage]}`;
}

/** The journeys' global timeout (Playwright's --global-timeout): what is left once the tear down is kept. */
export function journeysTimeoutMs(deadline: string | undefined, now = Date.now()): number[] {
  const end = deadlineMs(deadline);
  return end === null ? [] : [Math.max(60_000, end - now - TEAR_DOWN_MS)];
}
