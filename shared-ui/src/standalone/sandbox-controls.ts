/**
 * The provider sandbox's test controls (provider-sandbox/CONTRACT.md "Controls"), as the QA shell
 * calls them: same origin, the remote's dev server proxies /__sandbox to the sandbox.
 */
export type CodeOutcome = 'win' | 'lose' | 'already_won' | 'not_accessible' | 'expired';
export type OrderStatus = 'pending' | 'shipped' | 'delivered';
export type FixtureReceiptStatus = 'pending' | 'accepted' | 'rejected';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ControlError';
  }
}

export interface SandboxControls {
  reset(): Promise<void>;
  setStars(email: string, stars: number): Promise<void>;
  mintCode(outcome: CodeOutcome): Promise<{ code: string }>;
  settleReceipts(): Promise<number>;
  addReceipts(email: string, statuses: FixtureReceiptStatus[]): Promise<void>;
  setOrderStatus(orderId: number, status: OrderStatus): Promise<void>;
}

export function sandboxControls(fetchImpl: FetchLike = (input, init) => fetch(input, init)): SandboxControls {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetchImpl(`/__sandbox${path}`, {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload = (await response.json().catch(() => ({}))) as { user_message?: string } & T;
    if (!response.ok)
      throw new ControlError(
        response.status,
        payload.user_message ?? `La commande du bac à sable a échoué (${response.status}).`,
      );
    return payload;
  }
  const user = (email: string) => `/users/${encodeURIComponent(email)}`;
  return {
    async reset() {
      await call('POST', '/reset');
    },
    async setStars(email, stars) {
      await call('PUT', `${user(email)}/stars`, { available_points: stars });
    },
    async mintCode(outcome) {
      const { code } = await call<{ code: string }>('POST', '/codes', { outcome });
      return { code };
    },
    async settleReceipts() {
      return (await call<{ settled: number }>('POST', '/receipts/settle', {})).settled;
    },
    async addReceipts(email, statuses) {
      await call('POST', `${user(email)}/receipts`, { statuses });
    },
    async setOrderStatus(orderId, status) {
      await call('PUT', `/orders/${orderId}/status`, { status });
    },
  };
}
