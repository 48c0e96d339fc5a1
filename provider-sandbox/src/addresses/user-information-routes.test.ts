import request from 'supertest';
import { signUp, type TestSandbox, withSignedUpSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
let token: string;
withSignedUpSandbox((made) => ({ sandbox, token } = made));

const home = {
  user_defined_identifier: 'Maison',
  address_1: '3 rue des Farfalle',
  postal_code: '33000',
  city: 'Bordeaux',
  title: 'Mme',
  first_name: 'Inès',
  last_name: 'Roux',
};
const api = (path: string) => `/api/kitv4/user_informations${path}`;

describe('user informations', () => {
  it('creates (first one default), lists, updates with free-form fields, makes default and deletes', async () => {
    const first = await request(sandbox.app)
      .post(api(''))
      .query({ access_token: token })
      .send({ user_information: home })
      .expect(201);
    expect(first.body.user_information).toMatchObject({
      ...home,
      id: expect.any(Number),
      is_default: true,
      address_2: null,
      optin_to_newsletter: false,
    });
    const second = await request(sandbox.app)
      .post(api(''))
      .query({ access_token: token })
      .send({ user_information: { ...home, user_defined_identifier: 'Bureau', floor: '3e étage' } })
      .expect(201);
    expect(second.body.user_information).toMatchObject({ is_default: false, custom_fields: { floor: '3e étage' } });
    const secondId = second.body.user_information.id as number;

    const updated = await request(sandbox.app)
      .put(api(`/${secondId}`))
      .query({ access_token: token })
      .send({ user_information: { city: 'Talence' } })
      .expect(200);
    expect(updated.body.user_information).toMatchObject({ city: 'Talence', user_defined_identifier: 'Bureau' });

    await request(sandbox.app)
      .post(api(`/${secondId}/make_default`))
      .query({ access_token: token })
      .expect(200);
    const list = await request(sandbox.app).get(api('')).query({ access_token: token }).expect(200);
    expect(list.body.user_informations.map((item: { is_default: boolean }) => item.is_default)).toEqual([false, true]);

    await request(sandbox.app)
      .post(api(`/${secondId}/delete`))
      .query({ access_token: token })
      .expect(200, { deleted: true });
    const after = await request(sandbox.app).get(api('')).query({ access_token: token }).expect(200);
    expect(after.body.user_informations).toEqual([
      expect.objectContaining({ id: first.body.user_information.id, is_default: true }),
    ]);
  });

  it('answers 404 for an id of another user and 400 for a non-numeric id or bad fields', async () => {
    const other = await signUp(sandbox);
    const mine = await request(sandbox.app)
      .post(api(''))
      .query({ access_token: token })
      .send({ user_information: home })
      .expect(201);
    const id = mine.body.user_information.id as number;
    await request(sandbox.app)
      .put(api(`/${id}`))
      .query({ access_token: other.token })
      .send({ user_information: { city: 'Nice' } })
      .expect(404);
    await request(sandbox.app)
      .post(api(`/${id}/delete`))
      .query({ access_token: other.token })
      .expect(404);
    await request(sandbox.app)
      .post(api(`/${id}/make_default`))
      .query({ access_token: other.token })
      .expect(404);
    const notNumeric = await request(sandbox.app).post(api('/abc/delete')).query({ access_token: token }).expect(400);
    expect(notNumeric.body).toMatchObject({ invalid_parameter: 'id', invalid_reason: 'wrong_type' });
    const badTitle = await request(sandbox.app)
      .post(api(''))
      .query({ access_token: token })
      .send({ user_information: { title: 'Dr' } })
      .expect(400);
    expect(badTitle.body.invalid_parameter).toBe('user_information.title');
    await request(sandbox.app).post(api('')).query({ access_token: token }).send({}).expect(400);
    await request(sandbox.app).get(api('')).expect(401);
  });
});
