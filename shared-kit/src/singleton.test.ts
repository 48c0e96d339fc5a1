/** The page-wide kit and bus (shared-kit is a Module Federation singleton: one kit and one bus per page). */
describe('shared-kit singleton', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).__LA_GRANDE_BOUTIQUE_SHARED_KIT__;
    delete (globalThis as Record<string, unknown>).__LA_GRANDE_BOUTIQUE_BUS__;
  });

  it('gives one kit wired to the page bus, and keeps the first copy when evaluated twice', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let first: typeof import('./singleton') | undefined;
    let second: typeof import('./singleton') | undefined;
    jest.isolateModules(() => {
      first = jest.requireActual<typeof import('./singleton')>('./singleton');
    });
    jest.isolateModules(() => {
      second = jest.requireActual<typeof import('./singleton')>('./singleton');
    });
    expect(first?.kit.bus).toBe(first?.bus);
    expect(second?.kit).toBe(first?.kit);
    expect(second?.bus).toBe(first?.bus);
    expect(second?.claimSharedKit('shop')).toBe(first?.kit);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('a second copy of shared-kit'));
    errors.mockRestore();
  });

  it('emits on the bus the shell listened to before the kit loaded (shared-kit/core)', () => {
    let core: typeof import('./core') | undefined;
    let root: typeof import('./singleton') | undefined;
    jest.isolateModules(() => {
      core = jest.requireActual<typeof import('./core')>('./core');
    });
    const heard: unknown[] = [];
    core?.bus.on('session:unauthorized', (payload) => heard.push(payload));
    // The kit arrives later, in another chunk (its own copy of the bus module): it takes the page's bus.
    jest.isolateModules(() => {
      root = jest.requireActual<typeof import('./singleton')>('./singleton');
    });
    expect(root?.bus).toBe(core?.bus);
    expect(root?.kit.bus).toBe(core?.bus);
    root?.bus.emit('session:unauthorized', { reason: 'test' });
    expect(heard).toEqual([{ reason: 'test' }]);
  });
});
