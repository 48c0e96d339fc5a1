import { EventBus } from '../../bus/event-bus';
import { Kit } from '../kit';
import type { Transport, TransportRequest, TransportResponse } from '../transport/transport';
import type { ProviderUser } from '../types/provider-types';

/** Test support: a transport that records every request and answers from a handler. */
export interface RecordingTransport {
  transport: Transport;
  requests: TransportRequest[];
  /** Replaces the answer of the requests to come. */
  answerWith(handler: (request: TransportRequest) => TransportResponse | Promise<TransportResponse>): void;
}

export function recordingTransport(
  handler: (request: TransportRequest) => TransportResponse | Promise<TransportResponse> = () => ({
    status: 200,
    body: {},
  }),
): RecordingTransport {
  let current = handler;
  const requests: TransportRequest[] = [];
  return {
    requests,
    transport: async (request) => {
      requests.push(request);
      return current(request);
    },
    answerWith(next) {
      current = next;
    },
  };
}

export const TEST_USER: ProviderUser = {
  id: 42,
  email: 'camille@example.fr',
  title: 'Mme',
  first_name: 'Camille',
  last_name: 'Durand',
  phone: null,
  external_id: 'ext-42',
  custom_fields: {},
};

export const TEST_BASE_URLS = { api: 'http://provider.test', upload: 'http://upload.test' };

export const silentLog = { debug: () => undefined, warn: () => undefined, error: () => undefined };

/** A kit configured, initialized and authorized as TEST_USER with token "token-42". */
export async function authorizedKit(transport: RecordingTransport, bus = new EventBus()): Promise<Kit> {
  const kit = new Kit({ bus, transport: transport.transport, logSink: silentLog, retryDelaysMs: [0, 0] });
  await kit.configure({ region: 'fr', environment: 'test', baseUrls: TEST_BASE_URLS });
  await kit.init('client-test');
  transport.answerWith(() => ({ status: 200, body: { user: TEST_USER } }));
  await kit.authorizeUserWithToken('token-42');
  transport.requests.length = 0;
  transport.answerWith(() => ({ status: 200, body: {} }));
  return kit;
}

export function searchParams(request: TransportRequest | undefined): URLSearchParams {
  if (!request) throw new Error('no request was sent');
  return new URL(request.url).searchParams;
}
