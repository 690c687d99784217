/** Collation on the embedded server only: durability of collated catalogs, and what Intl.Collator cannot honour. */
import * as fs from 'fs';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { parseCollation } from '../src/common/collation';
import { Engine } from '../src/engine/engine';
import { silentLogger, useTempDirs, withServer } from './helpers';

const newDir = useTempDirs();

const S2 = { locale: 'en', strength: 2 };

describe('collation durability', () => {
  it('keeps a default collation and a collated unique index across restarts and snapshot compaction', async () => {
    const dir = newDir();
    await withServer(dir, async (client) => {
      const db = client.db('app');
      await db.createCollection('users', { collation: S2 });
      await db.collection('users').createIndex({ email: 1 }, { unique: true });
      await db.collection('users').insertMany([{ _id: 1 as any, email: 'a@x.dev', name: 'b' }, { _id: 2 as any, email: 'b@x.dev', name: 'B' }]);
    });
    const check = async (client: MongoClient) => {
      const users = client.db('app').collection<any>('users');
      const [info] = await client.db('app').listCollections({ name: 'users' }).toArray();
      expect((info as any).options.collation).toMatchObject({ locale: 'en', strength: 2, version: '57.1' });
      const indexes = await users.listIndexes().toArray();
      expect(indexes.find((i) => i.name === 'email_1')).toMatchObject({ unique: true, collation: { locale: 'en', strength: 2 } });
      await expect(users.insertOne({ _id: 3, email: 'A@X.dev' })).rejects.toMatchObject({ code: 11000 });
      expect((await users.find({ name: 'B' }).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2]);
    };
    await withServer(dir, check);
    const server = await startEmbeddedMongo({ port: 0, dataDir: dir, logger: silentLogger });
    await server.compact();
    await server.stop();
    await withServer(dir, async (client) => {
      await check(client);
      expect(fs.existsSync(`${dir}/snapshot.bin`)).toBe(true);
    });
  });
});

describe('data written before collation was supported', () => {
  it('starts when a stored collation is unusable, reading it as simple', async () => {
    const dir = newDir();
    const engine = new Engine(dir, silentLogger);
    await engine.open();
    const entries = [Engine.createEntry('app', 'old', { collation: { locale: 'xx', strength: 9 } })];
    engine.apply(entries);
    await engine.commit(entries);
    await engine.close();
    await withServer(dir, async (client) => {
      const old = client.db('app').collection<any>('old');
      await old.insertMany([{ _id: 1, s: 'a' }, { _id: 2, s: 'A' }]);
      expect((await old.find({ s: 'a' }).toArray()).map((d) => d._id)).toEqual([1]);
    });
  });
});

describe('collation options Intl.Collator cannot honour', () => {
  const refused = (spec: object) => () => parseCollation(spec);

  it('are refused with InvalidOptions rather than approximated', () => {
    for (const spec of [
      { locale: 'en', strength: 4 },
      { locale: 'en', strength: 5 },
      { locale: 'en', normalization: true },
      { locale: 'en', backwards: true },
      { locale: 'fr_CA', backwards: false },
      { locale: 'en', alternate: 'shifted', maxVariable: 'space' },
      { locale: 'zh@collation=big5han' },
    ]) {
      expect(refused(spec)).toThrow(expect.objectContaining({ code: 72, codeName: 'InvalidOptions' }));
    }
  });

  it('accepts what it honours, resolving the locale defaults as mongod shows them', () => {
    expect(parseCollation({ locale: 'fr_CA' })!.spec).toMatchObject({ backwards: true });
    expect(parseCollation({ locale: 'da' })!.spec).toMatchObject({ caseFirst: 'upper' });
    expect(parseCollation({ locale: 'th' })!.spec).toMatchObject({ alternate: 'shifted' });
    expect(parseCollation({ locale: 'en', maxVariable: 'space' })!.spec).toMatchObject({ maxVariable: 'space', alternate: 'non-ignorable' });
    expect(parseCollation({ locale: 'simple' })).toBeNull();
    expect(parseCollation({ locale: 'en', strength: 2 })).toBe(parseCollation({ locale: 'en', strength: 2.7, caseLevel: false }));
    const phonebook = parseCollation({ locale: 'de@collation=phonebook' })!;
    expect(phonebook.compareStrings('Müller', 'Muff')).toBe(-1); // ü sorts as ue in the phone book
    expect(parseCollation({ locale: 'de' })!.compareStrings('Müller', 'Muff')).toBe(1); // and as u otherwise
    expect(parseCollation({ locale: 'en@collation=search' })!.spec.locale).toBe('en@collation=search');
  });

  it('answers a refused option on the wire with code 72', async () => {
    const dir = newDir();
    await withServer(dir, async (client) => {
      const err = await client.db('x').collection('c').find({}, { collation: { locale: 'en', strength: 4 } }).toArray().catch((e) => e);
      expect(err).toMatchObject({ code: 72, codeName: 'InvalidOptions', message: 'collation strength 4 is not supported by the embedded server' });
    });
  });
});
