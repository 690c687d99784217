import { localUrl } from '@forkful/topology';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { samplePhotoUrl, SampleUser } from '../src/seed/sample-users';
import { emulatorAdmin } from './support/admin';
import { openTestDatabase, storedRecipe, TestDatabase } from './support/database';
import { freePort, readStack } from './support/stack';
import { startTestApp, TestApp } from './support/test-app';

/** How the stack (scripts/lib/stack.ts) creates the sample accounts at each start. */
const { createEmulatorUser } = require('@forkful/scripts/lib/auth-emulator-accounts') as {
  createEmulatorUser(options: Record<string, unknown>): Promise<unknown>;
};

/** Our own images are stored as paths and sent at the API's current address: a restart on another port keeps them. */
describe('our own images after a restart on another API_PORT', () => {
  let db: TestDatabase;
  let admin: ReturnType<typeof emulatorAdmin>;
  const id = randomBytes(4).toString('hex');
  const cook: SampleUser = {
    uid: `sample-port-${id}`,
    email: `port-${id}@forkful.test`,
    password: 'Forkful1',
    displayName: 'Port Cook',
    photoPath: '/images/avatars/mei.svg',
  };

  beforeAll(async () => {
    db = await openTestDatabase();
    admin = emulatorAdmin();
  });
  afterAll(async () => {
    await admin.close();
    await db.close();
  });

  /** What `npm start` does on API_PORT=port: the sample account (its avatar at the API's address), then the API. */
  async function startStack(port: number): Promise<TestApp> {
    const { authEmulatorHost, projectId } = readStack();
    const { photoPath: _path, ...account } = cook;
    await createEmulatorUser({ emulatorUrl: `http://${authEmulatorHost}`, projectId, ...account, photoURL: samplePhotoUrl(cook, localUrl(port)), ignoreExisting: true });
    return startTestApp({ MONGODB_URI: db.uri, API_PORT: String(port), API_PUBLIC_URL: '' });
  }
  const served = async (url: string) => (await fetch(url)).status;

  it("still shows a sample cook's avatar and the recipes' photos of ours, and stores those photos as paths", async () => {
    const [earlierPort, firstPort, secondPort] = [await freePort(), await freePort(), await freePort()];
    const recipes = db.connection.collection('recipes');
    // Stored by an earlier start, before our images were always stored as paths; and someone else's photo.
    const { insertedIds } = await recipes.insertMany([
      storedRecipe({ authorUid: cook.uid, image: `http://localhost:${earlierPort}/images/recipes/masoor-dal.svg` }),
      storedRecipe({ authorUid: cook.uid, image: 'https://images.example.com:8443/images/dal.jpg' }),
    ]);
    const [ours, theirs] = [String(insertedIds[0]), String(insertedIds[1])];

    const first = await startStack(firstPort);
    const firstAvatar = (await request(first.url).get(`/cooks/${cook.uid}`).expect(200)).body.photoURL as string;
    expect(firstAvatar).toBe(`http://localhost:${firstPort}/images/avatars/mei.svg`);
    expect(await served(firstAvatar)).toBe(200);
    await first.app.close();

    const second = await startStack(secondPort);
    try {
      const avatar = (await request(second.url).get(`/cooks/${cook.uid}`).expect(200)).body.photoURL as string;
      expect(avatar).toBe(`http://localhost:${secondPort}/images/avatars/mei.svg`);
      expect(await served(avatar)).toBe(200);
      // The account itself names the current address too: the shell's header shows it from Firebase.
      expect((await admin.auth.getUser(cook.uid)).photoURL).toBe(avatar);

      const photo = (await request(second.url).get(`/recipes/${ours}`).expect(200)).body.image as string;
      expect(photo).toBe(`http://localhost:${secondPort}/images/recipes/masoor-dal.svg`);
      expect(await served(photo)).toBe(200);
      expect((await request(second.url).get(`/recipes/${theirs}`).expect(200)).body.image).toBe('https://images.example.com:8443/images/dal.jpg');
      expect((await recipes.find({}, { projection: { _id: 0, image: 1 } }).sort({ _id: 1 }).toArray()).map((r) => r.image)).toEqual([
        '/images/recipes/masoor-dal.svg',
        'https://images.example.com:8443/images/dal.jpg',
      ]);
    } finally {
      await second.app.close();
      await admin.auth.deleteUser(cook.uid);
    }
  });
});
