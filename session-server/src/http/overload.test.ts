/**
 * Overload shed, not suffered (README « Overload »): past the pages this instance draws at once, or with its event
 * loop behind, a new page request is a quick French 503 with Retry-After; the API and files never wait for it.
 */
import request from 'supertest';
import { fakeRendererFile, holdSlowPages } from '../test-support/fake-renderer';
import { testApp } from '../test-support/test-app';
import { OVERLOADED_MESSAGE } from './overload';

const BROWSER = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const site = (env: Record<string, string>) => testApp({ HOST_SERVER_RENDER: fakeRendererFile(), ...env }).app;

async function until(condition: () => boolean | Promise<boolean>, tries = 200) {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('never came');
}

describe('pages past what the instance draws at once', () => {
  it('are a French 503 with Retry-After while the others are drawn; the API answers; then pages come again', async () => {
    const app = site({ PAGES_IN_FLIGHT: '2', PAGES_WAITING: '0', OVERLOAD_RETRY_AFTER_S: '3' });
    const held = holdSlowPages();
    try {
      const first = request(app)
        .get('/lente/1')
        .set(BROWSER)
        .then((answer) => answer);
      const second = request(app)
        .get('/lente/2')
        .set(BROWSER)
        .then((answer) => answer);
      await until(() => held.count() === 2);

      const shed = await request(app).get('/faq').set(BROWSER).expect(503);
      expect(shed.headers['retry-after']).toBe('3');
      expect(shed.headers['cache-control']).toBe('no-store');
      expect(shed.text).toContain('<title>Service momentanément indisponible · La Grande Boutique</title>');
      expect(shed.text).toContain('Erreur 503 · <span lang="en">Service Unavailable</span>');
      expect(shed.text).toContain(OVERLOADED_MESSAGE);

      // Visitors already in: their session and the site's files are never behind the pages.
      await request(app).get('/api/session').expect(200);
      await request(app).get('/config.json').expect(200);
      expect(held.count()).toBe(2);

      held.release();
      expect((await first).status).toBe(200);
      expect((await second).status).toBe(200);
      await request(app).get('/faq').set(BROWSER).expect(200);
    } finally {
      held.release();
    }
  });

  it('are counted out when their visitor leaves before the page is sent', async () => {
    const app = site({ PAGES_IN_FLIGHT: '1', PAGES_WAITING: '0' });
    const held = holdSlowPages();
    try {
      const leaving = request(app)
        .get('/lente/depart')
        .set(BROWSER)
        .timeout(1_000)
        .then(
          () => 'answered',
          (error: Error) => error.message,
        );
      await until(() => held.count() === 1);
      expect(await leaving).toMatch(/Timeout/);
      // The server hears of the closed connection a moment after the visitor left (and a loaded machine's event loop
      // may shed a page on its own): the next page is drawn once the leaver is counted out, never while it is held.
      await until(async () => (await request(app).get('/faq').set(BROWSER)).status === 200);
      expect(held.count()).toBe(1);
    } finally {
      held.release();
    }
  });
});

describe('pages waiting for a draw', () => {
  it('are drawn in their turn; past the queue, or past their wait, a 503', async () => {
    const app = site({ PAGES_IN_FLIGHT: '1', PAGES_WAITING: '1', PAGE_WAIT_MS: '60000' });
    const held = holdSlowPages();
    try {
      const drawn = request(app)
        .get('/lente/1')
        .set(BROWSER)
        .then((answer) => answer);
      await until(() => held.count() === 1);
      // Waits for the draw in progress: not shed, not drawn yet.
      const waiting = request(app)
        .get('/lente/2')
        .set(BROWSER)
        .then((answer) => answer);
      await until(async () => (await request(app).get('/faq').set(BROWSER)).status === 503);
      const full = await request(app).get('/faq').set(BROWSER).expect(503);
      expect(full.text).toContain(OVERLOADED_MESSAGE);
      expect(held.count()).toBe(1);

      held.release();
      expect((await drawn).status).toBe(200);
      expect((await waiting).status).toBe(200);
    } finally {
      held.release();
    }
  });

  it('is shed once it waited PAGE_WAIT_MS, and its place is not drawn for nobody', async () => {
    const app = site({ PAGES_IN_FLIGHT: '1', PAGES_WAITING: '4', PAGE_WAIT_MS: '50' });
    const held = holdSlowPages();
    try {
      // Its visitor gives up on it, which frees the draw for whoever waits next: well after the late page was shed
      // (50 ms), however slow the machine, or the late page would be drawn and held.
      const leaving = request(app)
        .get('/lente/1')
        .set(BROWSER)
        .timeout(1_500)
        .then(() => 'answered');
      await until(() => held.count() === 1);
      const late = await request(app).get('/lente/2').set(BROWSER).expect(503);
      expect(late.headers['retry-after']).toBe('2');
      expect(late.text).toContain(OVERLOADED_MESSAGE);
      await expect(leaving).rejects.toThrow(/Timeout/);
      await until(async () => (await request(app).get('/faq').set(BROWSER)).status === 200);
      // The shed page was never drawn once the slot was free (it would be held in its draw still).
      expect(held.count()).toBe(1);
    } finally {
      held.release();
    }
  });
});

describe('pages while the event loop is behind', () => {
  it('are a 503 until the loop catches up; /api/session is answered all along', async () => {
    const app = site({ OVERLOAD_EVENT_LOOP_DELAY_MS: '60' });
    // A loaded machine may hold the loop 60 ms on its own: the first page is drawn once it does not.
    await until(async () => (await request(app).get('/faq').set(BROWSER)).status === 200);
    // The loop held for 400 ms, as renders piling up hold it: the sampler's next tick finds it 60 ms past its limit.
    let sawShed = false;
    for (let attempt = 0; attempt < 5 && !sawShed; attempt += 1) {
      const end = Date.now() + 400;
      while (Date.now() < end);
      await new Promise((resolve) => setImmediate(resolve));
      const answers = await Promise.all([request(app).get('/faq').set(BROWSER), request(app).get('/api/session')]);
      expect(answers[1].status).toBe(200);
      sawShed = answers[0].status === 503;
      if (sawShed) expect(answers[0].text).toContain(OVERLOADED_MESSAGE);
    }
    expect(sawShed).toBe(true);
    await until(async () => (await request(app).get('/faq').set(BROWSER)).status === 200);
  });
});
