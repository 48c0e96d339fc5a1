/** Where an object that loads later comes from. */
export interface LazySource<T extends object> {
  /** The object once it is loaded, null before. */
  current(): T | null;
  /** Loads it; rejects where there is none (the server's kit). */
  load(): Promise<T>;
}

export interface LazyFacadeOptions<T extends object> extends LazySource<T> {
  /** What the members read before the load (a kit acting for nobody, a session of nobody). */
  before?: Partial<Record<keyof T & string, unknown>>;
  /** Members the facade answers itself, loaded or not. */
  own?: Partial<Record<keyof T & string, unknown>>;
  /** Operations that answer at once, called as they are once the object is there. */
  sync?: readonly string[];
  /** What each other operation waits for, besides the load. */
  beforeCall?: () => Promise<unknown>;
}

/** Read by whoever checks for a promise or serialises a value: a facade is neither. */
const NEVER_MEMBERS = new Set(['then', 'toJSON']);

type Operation = (...args: unknown[]) => unknown;

/**
 * An object that stands for one loaded later, its members listed nowhere: once it is loaded, its own members; before,
 * the values of `before`; any other member is an operation that waits for the load (and `beforeCall`), then calls it.
 */
export function lazyFacade<T extends object>({
  current,
  load,
  before = {},
  own = {},
  sync = [],
  beforeCall,
}: LazyFacadeOptions<T>): T {
  const beforeLoad: Record<string, unknown> = before;
  const answered: Record<string, unknown> = own;
  return new Proxy({} as T, {
    get(_target, name) {
      if (typeof name === 'symbol' || NEVER_MEMBERS.has(name)) return undefined;
      if (name in answered) return answered[name];
      const loaded = current();
      if (loaded === null && name in beforeLoad) return beforeLoad[name];
      const member = loaded === null ? undefined : (Reflect.get(loaded, name) as unknown);
      if (loaded !== null && typeof member !== 'function') return member;
      if (sync.includes(name)) {
        if (loaded === null) throw new Error(`${name}() before it is loaded`);
        return (member as Operation).bind(loaded);
      }
      return async (...args: unknown[]) => {
        const target = current() ?? (await load());
        await beforeCall?.();
        return (Reflect.get(target, name) as Operation).apply(target, args);
      };
    },
  });
}
