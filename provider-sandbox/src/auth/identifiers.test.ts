import request from 'supertest';
import { IDENTIFIER_MESSAGES } from 'shared-kit/contracts';
import { CLIENT_ID, type TestSandbox, withSignedUpSandbox } from '../testing/test-sandbox';

/**
 * The launch-day probe's look-alike accounts: e-mails with U+200B, U+2060, U+3164, U+202E or a Cyrillic « а » were
 * stored next to the plain victim's, names of Braille blanks or VS16 looked empty. The sandbox applies the site's one
 * rule (shared-kit contracts identifier-rules.ts).
 */
describe('the identifiers of an account', () => {
  let sandbox: TestSandbox;
  let token: string;
  withSignedUpSandbox((made) => ({ sandbox, token } = made));

  const signup = (fields: Record<string, string>) =>
    request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/signup')
      .send({ client_id: CLIENT_ID, password: 'motdepasse1', first_name: 'Camille', last_name: 'Martin', ...fields });
  const accountsLike = (pattern: string) =>
    (sandbox.db.prepare('SELECT COUNT(*) AS n FROM users WHERE email LIKE ?').get(pattern) as { n: number }).n;
  const accounts = () => (sandbox.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;

  it('keeps the e-mail normalised (NFKC, lower case), so a case or width trick meets the same account', async () => {
    const created = await signup({ email: 'Victim@Example.com' }).expect(201);
    expect(created.body.user.email).toBe('victim@example.com');
    const again = await signup({ email: 'ＶＩＣＴＩＭ@example.com' }).expect(400);
    expect(again.body.code).toBe('account_already_exists');
    expect(accountsLike('%@example.com')).toBe(1);
  });

  it.each([
    ['U+200B', 'vic\u200btim@example.com', IDENTIFIER_MESSAGES.emailInvisible],
    ['U+2060', 'victim@ex\u2060ample.com', IDENTIFIER_MESSAGES.emailInvisible],
    ['U+3164', '\u3164victim@example.com', IDENTIFIER_MESSAGES.emailInvisible],
    ['U+202E', 'victim@example.com\u202e', IDENTIFIER_MESSAGES.emailInvisible],
    ['U+2800', 'vic\u2800tim@example.com', IDENTIFIER_MESSAGES.emailInvisible],
    ['VS16', 'victim\ufe0f@example.com', IDENTIFIER_MESSAGES.emailInvisible],
    ['a Cyrillic « а » in the domain', 'victim@exаmple.com', IDENTIFIER_MESSAGES.emailMixedScripts],
  ])('refuses a sign-up whose e-mail has %s, storing nothing', async (_name, email, message) => {
    const before = accounts();
    const refused = await signup({ email }).expect(400);
    expect(refused.body).toMatchObject({
      code: 'invalid_parameter',
      user_message: message,
      invalid_parameter: 'email',
      invalid_reason: 'wrong_format',
    });
    expect(accounts()).toBe(before);
  });

  it.each([
    ['Braille blanks', '\u2800\u2800'],
    ['VS16', '\ufe0f'],
  ])('refuses a name of %s at sign-up and in the settings', async (_name, name) => {
    const refused = await signup({ email: 'vide@example.fr', first_name: name }).expect(400);
    expect(refused.body).toMatchObject({ invalid_parameter: 'first_name', invalid_reason: 'wrong_format' });
    await request(sandbox.app)
      .put('/api/v2/users/settings')
      .query({ access_token: token })
      .send({ last_name: name })
      .expect(400);
  });

  it('says a name without a letter in French', async () => {
    const refused = await signup({ email: 'vide@example.fr', last_name: '\ufe0f' }).expect(400);
    expect(refused.body.user_message).toBe('Le champ «\u00a0last_name\u00a0» doit contenir au moins une lettre.');
  });

  it('holds the rule at login and for a new login e-mail in the settings', async () => {
    await request(sandbox.app)
      .post('/api/fidmarques/v1/sdk/login')
      .send({ client_id: CLIENT_ID, email: 'victim@exаmple.com', password: 'motdepasse1' })
      .expect(400);
    const changed = await request(sandbox.app)
      .put('/api/v2/users/settings')
      .query({ access_token: token })
      .send({ email: 'victim\u2060@example.com', password: 'motdepasse1' })
      .expect(400);
    expect(changed.body.user_message).toBe(IDENTIFIER_MESSAGES.emailInvisible);
  });
});
