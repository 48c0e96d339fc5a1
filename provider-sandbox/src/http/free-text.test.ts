import request from 'supertest';
import { CLIENT_ID, type TestSandbox, withSignedUpSandbox } from '../testing/test-sandbox';

describe('free text refuses control, bidi-override and invisible characters', () => {
  let sandbox: TestSandbox;
  let token: string;
  withSignedUpSandbox((made) => ({ sandbox, token } = made));

  it.each([
    'Cam\u0000ille',
    'Camille\u202egnp.exe',
    'Camille\nMartin',
    'Cam\u200bille',
    '\u3164',
    'Camille\u{e0041}',
    'Cam\u00adille',
    'Cam\ufeffille',
  ])('at signup, in a name: %p', async (name) => {
    const refused = await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/signup')
      .send({ client_id: CLIENT_ID, email: 'ctrl@example.fr', password: 'motdepasse1', first_name: name })
      .expect(400);
    expect(refused.body).toMatchObject({ invalid_parameter: 'first_name', invalid_reason: 'wrong_format' });
  });

  it('in the profile, an address and a free-form address field', async () => {
    await request(sandbox.app)
      .put('/api/v2/users/settings')
      .query({ access_token: token })
      .send({ last_name: 'Martin\u2066' })
      .expect(400);
    for (const fields of [
      { city: 'Dijon\u0000' },
      { address_1: '1 rue\u202e' },
      { etage: 'trois\u0007' },
      { city: 'Di\u200djon' },
      { address_1: '1 rue\u2028de Paris' },
    ]) {
      const refused = await request(sandbox.app)
        .post('/api/kitv4/user_informations')
        .query({ access_token: token })
        .send({ user_information: { first_name: 'Camille', ...fields } });
      expect(refused.status).toBe(400);
      expect(refused.body.invalid_reason).toBe('wrong_format');
    }
  });

  it('in a support ticket, whose message keeps its line breaks', async () => {
    await request(sandbox.app)
      .post('/api/fidmarques/v1/feedbacks')
      .query({ access_token: token })
      .send({ freetext: 'Bonjour\u0000' })
      .expect(400);
    await request(sandbox.app)
      .post('/api/fidmarques/v1/feedbacks')
      .query({ access_token: token })
      .send({ title: 'Question\u202e', freetext: 'Bonjour' })
      .expect(400);
    await request(sandbox.app)
      .post('/api/fidmarques/v1/feedbacks')
      .query({ access_token: token })
      .send({ freetext: 'Bonjour,\r\nma commande ?\tMerci' })
      .expect(201);
  });
});
