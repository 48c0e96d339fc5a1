/**
 * Europe/Paris only: the default moment-timezone import carries every zone (toolchain notes).
 * Packed from moment-timezone 0.6.6 data 2026f with `tz.filterLinkPack(…, 2020, 2040)` of
 * moment-timezone-utils: regenerate past 2040. The game keeps its own copy so the host can drop
 * moment-timezone from its pages without touching the game.
 */
export const EUROPE_PARIS_PACKED =
  'Europe/Paris|CET CEST|-10 -20|0101010101010101010101010101010101010101010|22k10 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0 WM0 1qM0 11A0 1o00 11A0 1o00 11A0 1qM0 WM0 1qM0 WM0 1qM0|11e6';
