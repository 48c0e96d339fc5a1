import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLIENT_ID, createTestSandbox, jpegBytes, pngBytes, type TestSandbox } from 'provider-sandbox/testing';
import { EventBus } from '../../bus/event-bus';
import { Kit } from '../kit';
import { silentLog } from '../testing/fake-transport';
import type { Transport } from '../transport/transport';
import type { UserInformationFields } from '../types/provider-types';

/**
 * Shared by the contract tests: provider-sandbox in-process on port 0 (never a fixed port), a
 * kit talking to it over real HTTP with the kit's own transport (fetch), and the sandbox's
 * controls (/__sandbox/*) reached over HTTP too, as a tester would. A contract test that fails
 * means the kit and provider-sandbox/CONTRACT.md no longer agree.
 */
export interface ContractSandbox {
  readonly baseUrl: string;
  readonly sandbox: TestSandbox;
  /** A configured and initialized kit (no user yet); the kit's own fetch transport unless one is given. */
  kit(bus?: EventBus, transport?: Transport): Promise<Kit>;
  /** A kit whose user just signed up through it. */
  signedUpKit(bus?: EventBus, transport?: Transport): Promise<{ kit: Kit; email: string; password: string }>;
  /** Calls a control of the sandbox; rejects unless it answers 2xx. */
  control<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T>;
  setStars(email: string, stars: number): Promise<void>;
}

export const PASSWORD = 'motdepasse1';

let emails = 0;

/** Registers the beforeAll/afterAll that start and stop one sandbox for the calling test file. */
export function startContractSandbox(env: Record<string, string> = {}): ContractSandbox {
  let sandbox: TestSandbox | undefined;
  let server: Server | undefined;
  let baseUrl = '';

  beforeAll(async () => {
    sandbox = createTestSandbox(env);
    const app = sandbox.app;
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    sandbox?.close();
  });

  const harness: ContractSandbox = {
    get baseUrl() {
      return baseUrl;
    },
    get sandbox() {
      if (!sandbox) throw new Error('the contract sandbox is not started');
      return sandbox;
    },
    async kit(bus = new EventBus(), transport?: Transport) {
      const kit = new Kit({ bus, transport, logSink: silentLog, retryDelaysMs: [0, 0] });
      await kit.configure({ region: 'fr', environment: 'test', baseUrls: { api: baseUrl, upload: baseUrl } });
      await kit.init(CLIENT_ID);
      return kit;
    },
    async signedUpKit(bus, transport) {
      emails += 1;
      const email = `contrat-${emails}-${Date.now()}@example.fr`;
      const kit = await harness.kit(bus, transport);
      await kit.signup({ email, password: PASSWORD, firstName: 'Camille' });
      return { kit, email, password: PASSWORD };
    },
    async control<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${baseUrl}/__sandbox${path}`, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await response.json()) as T;
      if (!response.ok)
        throw new Error(`control ${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
      return answer;
    },
    async setStars(email, stars) {
      await harness.control('PUT', `/users/${encodeURIComponent(email)}/stars`, { available_points: stars });
    },
  };
  return harness;
}

/** Picture files the sandbox recognises by content (magic bytes). */
export const pngFile = (name: string, size: number): File =>
  new File([new Uint8Array(pngBytes(size))], name, { type: 'image/png' });
export const jpegFile = (name: string, size: number): File =>
  new File([new Uint8Array(jpegBytes(size))], name, { type: 'image/jpeg' });

/** Eligible products of the seed (CONTRACT.md): spaghetti 10 stars, tagliatelle 15 stars. */
export const SPAGHETTI_EAN = '3760001230017';
export const TAGLIATELLE_EAN = '3760001230055';

/** The fields order_goody and a game participation need (CONTRACT.md order_goody). */
export const SHIPPING: UserInformationFields = {
  title: 'Mme',
  first_name: 'Camille',
  last_name: 'Martin',
  address_1: '1 rue de la Paix',
  postal_code: '75002',
  city: 'Paris',
  phone_number: '0601020304',
  external_email: 'camille@example.fr',
};
