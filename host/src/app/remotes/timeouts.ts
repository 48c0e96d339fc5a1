/**
 * A remote that is down, answers 404 or never answers must show its fallback within 5 s
 * (foundation issue). The manifest fetch gets less than the whole load so the load's own
 * deadline is what the user meets first.
 */
export const MANIFEST_FETCH_TIMEOUT_MS = 3_000;
export const REMOTE_LOAD_TIMEOUT_MS = 4_000;
