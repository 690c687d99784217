import { IMAGE_UPLOAD } from '@forkful/domain';
import sharp from 'sharp';
import request from 'supertest';
import { binary, phoneJpeg } from './support/photos';
import { startTestApp, TEST_PUBLIC_URL, TestApp } from './support/test-app';
import { bearer, createTestUser, TestUser } from './support/users';

let api: TestApp;
let cook: TestUser;
let other: TestUser;
let photo: Buffer;

beforeAll(async () => {
  api = await startTestApp();
  [cook, other] = await Promise.all([createTestUser(), createTestUser()]);
  photo = await phoneJpeg();
});
afterAll(() => api.close());

const upload = (bytes: Buffer, user: TestUser | null = cook, filename = 'dinner.jpg') => {
  const call = request(api.url).post('/images');
  if (user) call.set(bearer(user));
  return call.attach(IMAGE_UPLOAD.field, bytes, { filename, contentType: 'image/jpeg' });
};

const fetchImage = (id: string, accept = 'image/webp,*/*', query = '') =>
  request(api.url).get(`/images/${id}${query}`).set('Accept', accept).buffer(true).parse(binary);

describe('POST /images', () => {
  it('answers 201 with the id and the absolute URL; the served photo has no metadata and the requested width', async () => {
    const response = await upload(photo).expect(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), url: `${TEST_PUBLIC_URL}/images/${response.body.id}` });

    const served = await fetchImage(response.body.id, 'image/webp,*/*', '?w=640').expect(200);
    const metadata = await sharp(served.body as Buffer).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'webp', width: 640, height: 480 });
    expect({ exif: metadata.exif, xmp: metadata.xmp, icc: metadata.icc }).toEqual({ exif: undefined, xmp: undefined, icc: undefined });
  });

  it('refuses a text file named .jpg with 415, by its bytes', async () => {
    const response = await upload(Buffer.from('I am not a photo\n'.repeat(20)), cook, 'photo.jpg').expect(415);
    expect(response.body).toEqual({ statusCode: 415, message: 'The file is not a JPEG, PNG, WebP, AVIF or GIF image', error: 'Unsupported Media Type', code: 'image.unsupported' });
  });

  it('refuses 11 MB with 413', async () => {
    const response = await upload(Buffer.concat([photo, Buffer.alloc(11 * 1024 * 1024 - photo.length)])).expect(413);
    expect(response.body.message).toBe('The photo is larger than 10 MB');
  });

  it('refuses a caller without a token with 401, before reading the file', async () => {
    const response = await upload(photo, null).expect(401);
    expect(response.body.statusCode).toBe(401);
  });

  it('refuses a JSON body with 415 and a request without the field "file" with 400', async () => {
    const json = await request(api.url).post('/images').set(bearer(cook)).send({ file: 'x' }).expect(415);
    expect(json.body.message).toMatch(/multipart\/form-data/);
    const wrongField = await request(api.url).post('/images').set(bearer(cook)).attach('photo', photo, 'a.jpg').expect(400);
    expect(wrongField.body.message).toBe('No photo: send it in the multipart field "file"');
  });
});

describe('POST /images: hostile requests', () => {
  const multipart = (body: string, boundary = 'XyZ') =>
    request(api.url).post('/images').set(bearer(cook)).set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(body);

  it.each([
    ['two files', () => upload(photo).attach('file2', photo, 'b.jpg')],
    ['a body cut off mid-part', () => multipart('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc')],
    ['no boundary', () => request(api.url).post('/images').set(bearer(cook)).set('Content-Type', 'multipart/form-data').send('--x--')],
    ['an empty multipart body', () => multipart('--XyZ--\r\n')],
    ['many fields before the file', () => { const call = upload(photo); for (let i = 0; i < 10; i++) call.field(`f${i}`, 'x'); return call; }],
  ])('answers %s with a 4xx JSON refusal, never a 5xx', async (_case, send) => {
    const response = await send();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toEqual({ statusCode: response.status, message: expect.any(String), error: expect.any(String), code: expect.stringMatching(/^[a-z0-9][a-z0-9.-]*$/) });
  });

  it('ignores the declared name and type: a PNG named .gif and sent as text is taken as the PNG it is', async () => {
    const png = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#336699' } }).png().toBuffer();
    const response = await request(api.url).post('/images').set(bearer(cook)).attach('file', png, { filename: '../../etc/passwd.gif', contentType: 'text/plain' }).expect(201);
    const served = await fetchImage(response.body.id).expect(200);
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(50);
  });
});

describe('GET /images/{id}', () => {
  let id: string;
  beforeAll(async () => {
    id = (await upload(photo).expect(201)).body.id;
  });

  it('serves AVIF to a client that accepts it and WebP otherwise, varying by Accept', async () => {
    const avif = await fetchImage(id, 'image/avif,image/webp,image/*,*/*;q=0.8').expect(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.body as Buffer).metadata()).format).toBe('heif');
    const webp = await fetchImage(id, '*/*').expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    for (const response of [avif, webp]) {
      expect(response.headers.vary).toMatch(/\bAccept\b/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(avif.headers.etag).not.toBe(webp.headers.etag);
  });

  it('serves each width, the largest by default, and answers 304 to its ETag', async () => {
    for (const w of [320, 640, 1024, 1600]) {
      const response = await fetchImage(id, '*/*', `?w=${w}`).expect(200);
      expect((await sharp(response.body as Buffer).metadata()).width).toBe(w);
    }
    const largest = await fetchImage(id).expect(200);
    expect((await sharp(largest.body as Buffer).metadata()).width).toBe(1600);
    const again = await request(api.url).get(`/images/${id}`).set('Accept', '*/*').set('If-None-Match', largest.headers.etag).expect(304);
    expect(again.headers.etag).toBe(largest.headers.etag);
  });

  it('never upscales: a small photo answers every width with its own', async () => {
    const small = (await upload(await phoneJpeg(500, 400)).expect(201)).body.id;
    const response = await fetchImage(small, '*/*', '?w=1600').expect(200);
    expect((await sharp(response.body as Buffer).metadata()).width).toBe(500);
  });

  it('refuses any other width with 400, and answers 404 for an unknown or malformed id', async () => {
    for (const w of ['300', '0', 'big', '640&w=320']) {
      const response = await request(api.url).get(`/images/${id}?w=${w}`).expect(400);
      expect(response.body.message).toEqual(expect.arrayContaining(['w must be one of 320, 640, 1024, 1600']));
    }
    await request(api.url).get('/images/6b04c2ea1d0a85f39970499d').expect(404);
    await request(api.url).get('/images/zzzzzzzzzzzzzzzzzzzzzzzz').expect(404);
  });

  it('still serves the sample pictures under the same prefix', async () => {
    const response = await request(api.url).get('/images/recipes/avocado-toast.svg');
    expect([response.status, response.headers['content-type']]).toEqual([200, 'image/svg+xml']);
  });
});

describe('DELETE /images/{id}', () => {
  it("refuses another user's delete with 403 and keeps the photo; the owner's delete removes it", async () => {
    const id = (await upload(photo).expect(201)).body.id;
    const refused = await request(api.url).delete(`/images/${id}`).set(bearer(other)).expect(403);
    expect(refused.body.message).toBe('You can only delete your own photos');
    await fetchImage(id).expect(200);

    await request(api.url).delete(`/images/${id}`).set(bearer(cook)).expect(204);
    await fetchImage(id).expect(404);
    await request(api.url).delete(`/images/${id}`).set(bearer(cook)).expect(404);
    await request(api.url).delete(`/images/${id}`).expect(401);
  });
});
