/** The time source of the sandbox; tests inject a fixed or advancing one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
