import { Role } from '@health-passport/domain';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPassportsService } from '../modules/passports/passports.service.js';
import { healthPassports } from '../modules/passports/passports.tables.js';
import { createUsersService, type UsersService } from '../modules/users/index.js';
import { users } from '../modules/users/users.tables.js';
import { createTestDatabase } from '../test/testDatabase.js';
import { createChangeFeed } from './changeFeed.js';
import { openDatabase, type Database } from './database.js';

describe('kept reads', () => {
  const counted = () => {
    let reads = 0;
    return {
      read: async () => `value ${++reads}`,
      get reads() {
        return reads;
      },
    };
  };

  it('serve what was read until the database announces a change of that key', async () => {
    const feed = createChangeFeed();
    feed.setListening(true);
    const kept = feed.keep<string>('users.id', { max: 10 });
    const source = counted();
    expect(await kept.get('anna', source.read)).toBe('value 1');
    expect(await kept.get('anna', source.read)).toBe('value 1');
    feed.announce('users.id bram');
    feed.announce('health_passports.user_id anna');
    expect(await kept.get('anna', source.read)).toBe('value 1');
    feed.announce('users.id anna');
    expect(await kept.get('anna', source.read)).toBe('value 2');
    feed.announce('users.id *');
    expect(await kept.get('anna', source.read)).toBe('value 3');
    expect(source.reads).toBe(3);
  });

  it('do not keep a read that a change overtook', async () => {
    const feed = createChangeFeed();
    feed.setListening(true);
    const kept = feed.keep<string>('users.id', { max: 10 });
    let finish: (value: string) => void = () => {};
    const slow = kept.get('anna', () => new Promise<string>((resolve) => (finish = resolve)));
    feed.announce('users.id anna');
    finish('before the change');
    expect(await slow).toBe('before the change');
    expect(await kept.get('anna', async () => 'after the change')).toBe('after the change');
  });

  it('keep nothing while announcements cannot reach the instance, and forget everything when they can again', async () => {
    const feed = createChangeFeed();
    const kept = feed.keep<string>('users.id', { max: 10 });
    const source = counted();
    await kept.get('anna', source.read);
    await kept.get('anna', source.read);
    expect(source.reads).toBe(2);
    feed.setListening(true);
    await kept.get('anna', source.read);
    feed.setListening(false);
    expect(await kept.get('anna', source.read)).toBe('value 4');
    feed.setListening(true);
    expect(await kept.get('anna', source.read)).toBe('value 5');
  });

  it('keep an answer made from several reads until any change at all is announced', async () => {
    const feed = createChangeFeed();
    feed.setListening(true);
    const answers = feed.keepAnswers<string>({ max: 10 });
    const source = counted();
    expect(await answers.get('anna nl', source.read)).toBe('value 1');
    expect(await answers.get('anna nl', source.read)).toBe('value 1');
    expect(await answers.get('anna en', source.read)).toBe('value 2');
    // A change of anything, even of someone else, drops every answer.
    feed.announce('bookings.user_id bram');
    expect(await answers.get('anna nl', source.read)).toBe('value 3');
    expect(await answers.get('anna en', source.read)).toBe('value 4');
    feed.setListening(false);
    expect(await answers.get('anna nl', source.read)).toBe('value 5');
    expect(await answers.get('anna nl', source.read)).toBe('value 6');
    feed.setListening(true);
    expect(await answers.get('anna nl', source.read)).toBe('value 7');
    expect(source.reads).toBe(7);
  });

  it('do not keep an answer that a change overtook', async () => {
    const feed = createChangeFeed();
    feed.setListening(true);
    const answers = feed.keepAnswers<string>({ max: 10 });
    let finish: (value: string) => void = () => {};
    const slow = answers.get('anna', () => new Promise<string>((resolve) => (finish = resolve)));
    feed.announce('form_completions.passport_id p1');
    finish('before the change');
    expect(await slow).toBe('before the change');
    expect(await answers.get('anna', async () => 'after the change')).toBe('after the change');
  });

  it('read the missing ones of several keys together', async () => {
    const feed = createChangeFeed();
    feed.setListening(true);
    const kept = feed.keep<number>('data_items.passport_id', { max: 10 });
    const asked: string[][] = [];
    const read = async (keys: string[]) => {
      asked.push(keys);
      return new Map(keys.map((key) => [key, key.length]));
    };
    expect([...(await kept.getMany(['a', 'bb'], read))]).toEqual([
      ['a', 1],
      ['bb', 2],
    ]);
    feed.announce('data_items.passport_id bb');
    expect([...(await kept.getMany(['a', 'bb', 'ccc'], read))].sort()).toEqual([
      ['a', 1],
      ['bb', 2],
      ['ccc', 3],
    ]);
    expect(asked).toEqual([
      ['a', 'bb'],
      ['bb', 'ccc'],
    ]);
  });
});

describe('the database announcing its changes', () => {
  let database: Database & { url?: string };
  let people: UsersService;
  let anna: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    people = createUsersService(database.db, undefined, database.changes);
    const person = { givenName: 'Anna', familyName: 'Kept', groups: [Role.CONSUMER] };
    anna = (await people.create({ ...person, email: 'anna.kept@example.com' })).id;
  });
  afterAll(async () => database.close());

  const rename = (id: string, givenName: string) =>
    database.db.update(users).set({ givenName }).where(eq(users.id, id));

  it('lets the instance that made a change read it at once', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await people.findById(anna))?.givenName).toBe(i === 0 ? 'Anna' : `Anna ${i - 1}`);
      await rename(anna, `Anna ${i}`);
      expect((await people.findById(anna))?.givenName).toBe(`Anna ${i}`);
    }
  });

  it('drops a person’s passports when one changes within a transaction', async () => {
    const passports = createPassportsService(
      database.db,
      { now: () => new Date() },
      people,
      database.changes,
    );
    const [passport] = await database.db
      .insert(healthPassports)
      .values({
        userId: anna,
        packageCode: 'standard_performance',
        displayName: 'Standard',
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning();
    expect((await passports.listForUser(anna)).map((p) => p.status)).toEqual([passport!.status]);
    await database.db.transaction(async (tx) => {
      await tx
        .update(healthPassports)
        .set({ status: 'PUBLISHED' })
        .where(eq(healthPassports.id, passport!.id));
    });
    expect((await passports.listForUser(anna)).map((p) => p.status)).toEqual(['PUBLISHED']);
  });

  it('hands out rows nobody can change by accident', async () => {
    const row = await people.findById(anna);
    expect(() => {
      (row as { givenName: string }).givenName = 'Someone else';
    }).toThrow(TypeError);
  });

  // Only a database server has other instances and a connection that can be lost.
  describe.skipIf(!(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL))(
    'with more than one instance',
    () => {
      let other: Database;
      beforeAll(async () => {
        other = await openDatabase({ kind: 'postgres', url: database.url! });
      });
      afterAll(async () => other.close());

      it('tells every instance of a change another one made', async () => {
        await rename(anna, 'Anna here');
        expect((await people.findById(anna))?.givenName).toBe('Anna here');
        await other.db.update(users).set({ givenName: 'Anna there' }).where(eq(users.id, anna));
        await expect.poll(async () => (await people.findById(anna))?.givenName).toBe('Anna there');
      });

      it('forgets what it kept when its listening connection was lost', async () => {
        await rename(anna, 'Anna before');
        expect((await people.findById(anna))?.givenName).toBe('Anna before');
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        try {
          // Every connection of the instance, so that nobody hears the change below.
          await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()`,
          );
          await expect.poll(() => database.changes.listening).toBe(false);
          await admin.query(`update users set given_name = 'Anna unheard' where id = $1`, [anna]);
        } finally {
          await admin.end();
        }
        await expect.poll(() => database.changes.listening).toBe(true);
        expect((await people.findById(anna))?.givenName).toBe('Anna unheard');
      });
    },
  );

  it('drops everything it kept of a table when one statement changes many of its rows', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      givenName: 'Many',
      familyName: `Person ${i}`,
      email: `many.${i}@example.com`,
      groups: [Role.CONSUMER],
    }));
    await database.db.transaction((tx) => people.createMany(many, tx));
    const kept = database.changes.keep<string>('users.id', { max: 10 });
    await kept.get(anna, async () => 'kept');
    await database.db.execute(sql`update users set given_name = given_name where given_name = 'Many'`);
    expect(await kept.get(anna, async () => 'read again')).toBe('read again');
  });
});
