/**
 * `work`'s answer, or undefined once `ms` have passed without one (no deadline: its answer whenever it comes). What
 * comes later is dropped here; the caller's other readers (a page's hooks) read it again if they need it.
 */
export function withinDeadline<T>(work: Promise<T>, ms: number | undefined): Promise<T | undefined> {
  if (ms === undefined) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
