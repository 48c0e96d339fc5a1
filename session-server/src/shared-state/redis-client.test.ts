import net from 'node:net';
import { eventually } from '../test-support/instances';
import { connectRedis, redactedUrl } from './redis-client';

/** What a Redis in protected mode answers a client from another host, to every command. */
const PROTECTED_MODE =
  '-DENIED Redis is running in protected mode because protected mode is enabled and no password is set for the ' +
  'default user. In this mode connections are only accepted from the loopback interface.\r\n';

describe('the Redis connection', () => {
  it('says why it cannot use a Redis in protected mode, without the « password was supplied » warning', async () => {
    const refusing = net.createServer((socket) => socket.on('data', () => socket.write(PROTECTED_MODE)));
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.address() as net.AddressInfo;
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lines: string[] = [];
    const client = connectRedis(`redis://127.0.0.1:${port}`, (line) => lines.push(line));
    try {
      // Its first line comes when the first command is refused, later on a loaded machine; then it tries again.
      await eventually(async () => lines.length > 0, 5_000);
      expect(lines.length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(lines[0]).toMatch(/Redis unreachable at redis:\/\/127\.0\.0\.1:\d+\/? \(.*protected mode/);
      // One line for the outage, not one per reconnection attempt.
      expect(lines).toHaveLength(1);
      expect(warnings.mock.calls.flat().join(' ')).not.toMatch(/password was supplied/);
      expect(client.status).not.toBe('ready');
    } finally {
      client.disconnect();
      warnings.mockRestore();
      await new Promise((resolve) => refusing.close(resolve));
    }
  }, 15_000);

  it('never writes a password in the log', () => {
    expect(redactedUrl('redis://:s3cret@redis:6379/0')).toBe('redis://:***@redis:6379/0');
    expect(redactedUrl('redis://redis:6379')).toBe('redis://redis:6379');
    expect(redactedUrl('pas une adresse')).toBe('redis://(invalid url)');
  });
});
