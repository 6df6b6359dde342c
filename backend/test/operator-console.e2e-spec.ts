import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNT_DISABLED_MESSAGE } from '../src/modules/auth/account-disabled.exception';
import { allPhotoFiles } from '../src/modules/photos/photo-files';
import { createEventFixture } from './support/event-fixture';
import { png } from './support/images';
import { processed, uploadFile, uploadPhoto } from './support/photos';
import { SmtpSink } from './support/smtp-sink';
import { addMember, freePort, type SignedInUser, startTestApp, type TestApp, uniqueEmail } from './support/test-app';
import { startTestWorker } from './support/test-worker';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every route of the operator console, with a body it would accept. */
const ADMIN_ROUTES: { method: 'get' | 'put' | 'post' | 'delete'; path: string; body?: object }[] = [
  { method: 'get', path: '/api/admin/users' },
  { method: 'get', path: `/api/admin/users/${SOME_ID}` },
  { method: 'put', path: `/api/admin/users/${SOME_ID}/plan`, body: { tier: 'paid' } },
  { method: 'post', path: `/api/admin/users/${SOME_ID}/disable` },
  { method: 'post', path: `/api/admin/users/${SOME_ID}/enable` },
  { method: 'delete', path: `/api/admin/users/${SOME_ID}` },
  { method: 'get', path: '/api/admin/queues' },
  { method: 'get', path: '/api/admin/queues/mail/failed' },
  { method: 'post', path: '/api/admin/queues/mail/jobs/1/retry' },
  { method: 'post', path: '/api/admin/test-email', body: { to: 'someone@example.com' } },
  { method: 'get', path: '/api/admin/audit' },
];

/**
 * The operator console: only ADMIN_EMAILS reach it (404 to anyone else), accounts are found, given a
 * plan, disabled, enabled and deleted with their data, failed jobs are retried, a test e-mail tells the
 * SMTP server's answer, and every action lands in the audit.
 */
describe('Operator console', () => {
  let t: TestApp;
  let worker: INestApplicationContext | undefined;
  let smtp: SmtpSink;
  let dataDir: string;
  let operator: SignedInUser;
  let secondOperator: SignedInUser;
  let stranger: SignedInUser;
  const label = `ops${Date.now().toString(36)}`;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gatherly-operators-'));
    smtp = await new SmtpSink(await freePort()).start();
    const operatorEmail = uniqueEmail(`${label}-operator`);
    const secondEmail = uniqueEmail(`${label}-second`);
    t = await startTestApp({
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      // Any case, any spacing.
      ADMIN_EMAILS: ` ${operatorEmail.toUpperCase()} ,${secondEmail}`,
    });
    worker = await startTestWorker(Number(new URL(t.baseUrl).port), { DATA_DIR: dataDir, SMTP_URL: smtp.url });
    [operator, secondOperator, stranger] = await Promise.all([
      t.signIn(operatorEmail),
      t.signIn(secondEmail),
      t.signIn(uniqueEmail(`${label}-stranger`)),
    ]);
  });

  afterAll(async () => {
    await worker?.close();
    await t.close();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const as = (user: SignedInUser | null, route: (typeof ADMIN_ROUTES)[number]) => {
    const call = t.http()[route.method](route.path);
    if (user) void call.set(user.auth);
    return route.body ? call.send(route.body) : call;
  };
  const auditOf = async (action: string, targetId: string) =>
    (await t.http().get('/api/admin/audit?limit=100').set(operator.auth).expect(200)).body.entries.filter(
      (entry: { action: string; targetId: string }) => entry.action === action && entry.targetId === targetId,
    );
  const refreshWith = (user: SignedInUser) => t.http().post('/api/auth/refresh').set('Cookie', user.jar.header());

  describe('who reaches it', () => {
    it('lists every route of the console in this test', async () => {
      const document = (await t.http().get('/api/docs/openapi.json').expect(200)).body as {
        paths: Record<string, Record<string, unknown>>;
      };
      const documented = Object.entries(document.paths)
        .filter(([path]) => path.startsWith('/api/admin/'))
        .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
      const tested = ADMIN_ROUTES.map(
        (route) =>
          `${route.method} ${route.path
            .replace(SOME_ID, '{userId}')
            .replace('/mail/', '/{queue}/')
            .replace('/jobs/1/', '/jobs/{jobId}/')}`,
      );
      expect(documented.sort()).toEqual([...new Set(tested)].sort());
    });

    it.each(ADMIN_ROUTES)('$method $path answers 404 to a signed-out caller and a non-operator', async (route) => {
      const unknown = await t.http().get('/api/admin/no-such-route');
      for (const caller of [null, stranger]) {
        const response = await as(caller, route);
        expect(response.status).toBe(404);
        // The same answer as a route that does not exist.
        expect(response.body.error).toBe(unknown.body.error);
        expect(response.body.message).toBe(`Cannot ${route.method.toUpperCase()} ${route.path}`);
      }
      const expired = await as(null, route).set('Authorization', 'Bearer not-a-token');
      expect(expired.status).toBe(404);
    });

    it('tells only operators, in their own account, that they are one', async () => {
      const own = await t.http().post('/api/auth/login').set(operator.auth).expect(200);
      expect(own.body.user.operator).toBe(true);
      const strangerOwn = await t.http().get(`/api/users/${stranger.id}`).set(stranger.auth).expect(200);
      expect(strangerOwn.body.user.operator).toBe(false);
      // Another person's profile never says it.
      const f = await createEventFixture(t, 'Shared');
      await addMember(t.db, f.eventId, operator.id, 'attendee');
      await addMember(t.db, f.eventId, stranger.id, 'attendee');
      const seen = await t.http().get(`/api/users/${operator.id}`).set(stranger.auth).expect(200);
      expect('operator' in seen.body.user).toBe(false);
    });
  });

  describe('accounts', () => {
    it('finds accounts by e-mail or name, in any case, with % and _ taken literally, page by page', async () => {
      const tag = `${label}find`;
      const people = await Promise.all([0, 1, 2].map((i) => t.signIn(uniqueEmail(`${tag}${i}`))));
      const first = await t
        .http()
        .get(`/api/admin/users?q=${tag.toUpperCase()}&limit=2`)
        .set(operator.auth)
        .expect(200);
      expect(first.body.users).toHaveLength(2);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      const second = await t
        .http()
        .get(`/api/admin/users?q=${tag}&limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`)
        .set(operator.auth)
        .expect(200);
      expect(second.body.users).toHaveLength(1);
      expect(second.body.nextCursor).toBeNull();
      const found = [...first.body.users, ...second.body.users].map((user: { id: string }) => user.id);
      expect(found.sort()).toEqual(people.map((person) => person.id).sort());
      expect(first.body.users[0]).toEqual({
        id: expect.any(String),
        email: expect.stringContaining(tag),
        displayName: expect.any(String),
        tier: 'free',
        subscriptionStatus: 'free',
        disabled: false,
        operator: false,
        createdAt: expect.any(String),
        lastLoginAt: expect.any(String),
        eventsCreated: 0,
        storageBytes: 0,
        billing: null,
      });

      const wildcard = await t.http().get('/api/admin/users?q=%25').set(operator.auth).expect(200);
      expect(wildcard.body.users).toEqual([]);
      const underscore = await t.http().get(`/api/admin/users?q=${label}_`).set(operator.auth).expect(200);
      expect(underscore.body.users).toEqual([]);
      const byOperator = await t.http().get(`/api/admin/users?q=${label}-operator`).set(operator.auth).expect(200);
      expect(byOperator.body.users.map((user: { operator: boolean }) => user.operator)).toEqual([true]);
    });

    it('shows an account with its events, members, photos and storage', async () => {
      const f = await createEventFixture(t, 'Detail Weekend');
      await uploadPhoto(t, f.users.creator, f.eventId, await png(64, 64));
      const detail = await t.http().get(`/api/admin/users/${f.users.creator.id}`).set(operator.auth).expect(200);
      expect(detail.body.user).toMatchObject({ id: f.users.creator.id, tier: 'paid', eventsCreated: 1 });
      expect(detail.body.events).toEqual([
        {
          id: f.eventId,
          name: 'Detail Weekend',
          role: 'admin',
          createdByUser: true,
          members: 3,
          photos: 1,
          storageBytes: expect.any(Number),
          createdAt: expect.any(String),
        },
      ]);
      const attendee = await t.http().get(`/api/admin/users/${f.users.attendee.id}`).set(operator.auth).expect(200);
      expect(attendee.body.events).toEqual([
        expect.objectContaining({ id: f.eventId, role: 'attendee', createdByUser: false }),
      ]);
      await t.http().get(`/api/admin/users/${SOME_ID}`).set(operator.auth).expect(404);
    });

    it("changes a plan: the account's subscription follows, and the change is audited once", async () => {
      const person = await t.signIn(uniqueEmail(`${label}-plan`));
      const changed = await t
        .http()
        .put(`/api/admin/users/${person.id}/plan`)
        .set(operator.auth)
        .send({ tier: 'enterprise' })
        .expect(200);
      expect(changed.body.user).toMatchObject({ id: person.id, tier: 'enterprise', subscriptionStatus: 'active' });
      const subscription = await t.http().get('/api/user/subscription').set(person.auth).expect(200);
      expect(JSON.stringify(subscription.body)).toContain('enterprise');
      // The same plan again changes nothing and writes nothing.
      await t
        .http()
        .put(`/api/admin/users/${person.id}/plan`)
        .set(operator.auth)
        .send({ tier: 'enterprise' })
        .expect(200);
      const entries = await auditOf('plan_changed', person.id);
      expect(entries).toHaveLength(1);
      expect(entries[0].summary).toBe(`Plan of ${person.email}: Free → Enterprise`);
      expect(entries[0].operatorEmail).toBe(operator.email);
    });

    it('refuses bad input with 400', async () => {
      const checks = [
        t.http().get('/api/admin/users/not-a-uuid').set(operator.auth),
        t.http().put(`/api/admin/users/${operator.id}/plan`).set(operator.auth).send({ tier: 'platinum' }),
        t.http().put(`/api/admin/users/${operator.id}/plan`).set(operator.auth).send({}),
        t.http().post('/api/admin/users/not-a-uuid/disable').set(operator.auth),
        t
          .http()
          .get(`/api/admin/users?q=${'x'.repeat(321)}`)
          .set(operator.auth),
        t.http().get('/api/admin/users?limit=0').set(operator.auth),
        t.http().get('/api/admin/users?cursor=nonsense').set(operator.auth),
        t.http().get('/api/admin/audit?limit=1000').set(operator.auth),
        t.http().post('/api/admin/test-email').set(operator.auth).send({ to: 'not an e-mail' }),
        t.http().post('/api/admin/test-email').set(operator.auth).send({ to: 'a@example.com', extra: 1 }),
        t.http().post('/api/admin/queues/mail/jobs/no%20spaces/retry').set(operator.auth),
      ];
      for (const response of await Promise.all(checks)) {
        expect({ status: response.status, body: response.body }).toEqual({
          status: 400,
          body: { statusCode: 400, message: expect.any(String), error: 'Bad Request' },
        });
      }
    });
  });

  describe('disabling and enabling sign-in', () => {
    it('refuses sign-in, refresh and the bearer token of a disabled account; enabling lets it sign in again', async () => {
      const email = uniqueEmail(`${label}-disabled`);
      const person = await t.signIn(email);
      await t.http().get('/api/auth/test').set(person.auth).expect(200);

      const disabled = await t.http().post(`/api/admin/users/${person.id}/disable`).set(operator.auth).expect(200);
      expect(disabled.body.user).toMatchObject({ id: person.id, disabled: true });
      const [{ live }] = await t.db.query(
        'SELECT count(*)::int AS live FROM auth_sessions WHERE "userId" = $1 AND "revokedAt" IS NULL',
        [person.id],
      );
      expect(live).toBe(0);

      await t.http().get('/api/auth/test').set(person.auth).expect(401);
      const refresh = await refreshWith(person);
      expect(refresh.status).toBe(403);
      expect(refresh.body.message).toBe(ACCOUNT_DISABLED_MESSAGE);
      const { response } = await t.walkSignIn(email);
      expect(response.status).toBe(403);
      const page = await response.text();
      expect(page).toContain('Sign in failed');
      expect(page).toContain(ACCOUNT_DISABLED_MESSAGE);
      expect(page).toContain('"type":"gatherly:sign-in-failed"');

      const enabled = await t.http().post(`/api/admin/users/${person.id}/enable`).set(operator.auth).expect(200);
      expect(enabled.body.user.disabled).toBe(false);
      const again = await t.signIn(email);
      await t.http().get('/api/auth/test').set(again.auth).expect(200);
      // The sessions that disabling ended stay ended.
      await t.http().get('/api/auth/test').set(person.auth).expect(401);

      expect(await auditOf('sign_in_disabled', person.id)).toHaveLength(1);
      expect(await auditOf('sign_in_enabled', person.id)).toHaveLength(1);
    });

    it('keeps two operators disabling at once consistent: one change, one audit entry', async () => {
      const person = await t.signIn(uniqueEmail(`${label}-race`));
      const answers = await Promise.all(
        [operator, secondOperator].map((who) => t.http().post(`/api/admin/users/${person.id}/disable`).set(who.auth)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.every((answer) => answer.body.user.disabled === true)).toBe(true);
      expect(await auditOf('sign_in_disabled', person.id)).toHaveLength(1);
    });

    it('refuses an operator disabling or deleting their own account with 409', async () => {
      const disable = await t.http().post(`/api/admin/users/${operator.id}/disable`).set(operator.auth);
      expect(disable.status).toBe(409);
      expect(disable.body.message).toBe('You cannot disable your own account.');
      const remove = await t.http().delete(`/api/admin/users/${operator.id}`).set(operator.auth);
      expect(remove.status).toBe(409);
      await t.http().post('/api/auth/login').set(operator.auth).expect(200);
    });
  });

  describe('deleting an account with its data', () => {
    it('deletes the events it created with their photos and files, and its memberships elsewhere', async () => {
      const own = await createEventFixture(t, 'Going Away');
      const leaving = own.users.creator;
      const photo = await uploadPhoto(t, leaving, own.eventId, await png(80, 60));
      const guestPhoto = await uploadPhoto(t, own.users.attendee, own.eventId, await png(60, 80));
      await processed(t, photo.id);
      await processed(t, guestPhoto.id);
      const [{ originalFormat }] = await t.db.query('SELECT "originalFormat" FROM photos WHERE id = $1', [photo.id]);
      const photoFiles = allPhotoFiles(photo.id, originalFormat).map((key) => join(dataDir, 'objects', key));
      expect(photoFiles.every((file) => existsSync(file))).toBe(true);
      const unused = await uploadFile(t, leaving, await png(10, 10));
      expect(unused.put.status).toBe(200);
      const unusedFile = join(dataDir, 'objects', unused.objectPath);
      expect(existsSync(unusedFile)).toBe(true);

      // Elsewhere: an attendee of another event, with a cost paid for them, who paid for someone else.
      const elsewhere = await createEventFixture(t, 'Staying On');
      await addMember(t.db, elsewhere.eventId, leaving.id, 'attendee');
      await t
        .http()
        .post(`/api/events/${elsewhere.eventId}/expenses`)
        .set(elsewhere.users.creator.auth)
        .send({
          title: 'Boat',
          amount: 9000,
          currency: 'USD',
          spentOn: '2025-06-12',
          payers: [{ userId: elsewhere.users.creator.id, amount: 9000 }],
          splitMode: 'equal',
          participants: [{ userId: elsewhere.users.creator.id }, { userId: leaving.id }],
        })
        .expect(201);
      await t
        .http()
        .post(`/api/events/${elsewhere.eventId}/expenses`)
        .set(leaving.auth)
        .send({
          title: 'Fuel',
          amount: 3000,
          currency: 'USD',
          spentOn: '2025-06-12',
          payers: [{ userId: leaving.id, amount: 3000 }],
          splitMode: 'equal',
          participants: [{ userId: elsewhere.users.creator.id }, { userId: leaving.id }],
        })
        .expect(201);

      await t.http().delete(`/api/admin/users/${leaving.id}`).set(operator.auth).expect(204);

      const [{ deleted }] = await t.db.query('SELECT "deletedAt" IS NOT NULL AS deleted FROM users WHERE id = $1', [
        leaving.id,
      ]);
      expect(deleted).toBe(true);
      const [{ events }] = await t.db.query('SELECT count(*)::int AS events FROM events WHERE id = $1', [own.eventId]);
      expect(events).toBe(0);
      const [{ photos }] = await t.db.query('SELECT count(*)::int AS photos FROM photos WHERE "eventId" = $1', [
        own.eventId,
      ]);
      expect(photos).toBe(0);
      for (const file of [...photoFiles, unusedFile]) expect(existsSync(file)).toBe(false);
      expect(existsSync(join(dataDir, 'objects', 'photos', guestPhoto.id))).toBe(false);
      const [{ memberships }] = await t.db.query(
        'SELECT count(*)::int AS memberships FROM event_members WHERE "userId" = $1',
        [leaving.id],
      );
      expect(memberships).toBe(0);
      // The other event lives on, its members and costs still readable.
      const members = await t
        .http()
        .get(`/api/events/${elsewhere.eventId}/members`)
        .set(elsewhere.users.creator.auth)
        .expect(200);
      expect(JSON.stringify(members.body)).not.toContain(leaving.id);
      await t.http().get(`/api/events/${elsewhere.eventId}/costs`).set(elsewhere.users.creator.auth).expect(200);
      // Their former co-members are untouched.
      await t.http().get('/api/auth/test').set(own.users.attendee.auth).expect(200);

      const entries = await auditOf('user_deleted', leaving.id);
      expect(entries).toHaveLength(1);
      expect(entries[0].summary).toBe(`${leaving.email} deleted with 1 event`);
      await t.http().get(`/api/admin/users/${leaving.id}`).set(operator.auth).expect(404);
      await t.http().delete(`/api/admin/users/${leaving.id}`).set(operator.auth).expect(404);
    }, 60_000);

    it("keeps other people's costs, replies and events whole; only the person's own data goes", async () => {
      const host = await createEventFixture(t, 'Shared House');
      const { creator, attendee } = host.users;
      const leaving = await t.signIn(uniqueEmail(`${label}-leaving`));
      await addMember(t.db, host.eventId, leaving.id, 'attendee');
      await t
        .http()
        .put(`/api/users/${leaving.id}`)
        .set(leaving.auth)
        .send({ displayName: 'Lee Leaving', bio: 'Climber', phoneNumber: '+1 555 0100', allergies: ['nuts'] })
        .expect(200);
      await t.db.query(
        `INSERT INTO user_identities ("userId", issuer, subject) VALUES ($1, 'https://sso.example', $2)`,
        [leaving.id, leaving.id],
      );
      const everyone = [{ userId: creator.id }, { userId: attendee.id }, { userId: leaving.id }];
      const expenseBy = (user: SignedInUser, title: string, amount: number) =>
        t
          .http()
          .post(`/api/events/${host.eventId}/expenses`)
          .set(user.auth)
          .send({
            title,
            amount,
            currency: 'USD',
            spentOn: '2025-06-12',
            payers: [{ userId: user.id, amount }],
            splitMode: 'equal',
            participants: everyone,
          })
          .expect(201);
      await expenseBy(creator, 'Cabin', 9000);
      await expenseBy(leaving, 'Groceries', 6000);
      const payment = (by: SignedInUser, fromUserId: string, toUserId: string, amount: number) =>
        t
          .http()
          .post(`/api/events/${host.eventId}/payments`)
          .set(by.auth)
          .send({ fromUserId, toUserId, amount })
          .expect(201);
      await payment(attendee, attendee.id, leaving.id, 1000);
      await payment(leaving, leaving.id, creator.id, 500);

      const hostPhoto = await uploadPhoto(t, creator, host.eventId, await png(20, 20));
      const theirPhoto = await uploadPhoto(t, leaving, host.eventId, await png(24, 24));
      await processed(t, hostPhoto.id);
      await processed(t, theirPhoto.id);
      const [{ originalFormat }] = await t.db.query('SELECT "originalFormat" FROM photos WHERE id = $1', [
        theirPhoto.id,
      ]);
      const theirFiles = allPhotoFiles(theirPhoto.id, originalFormat).map((key) => join(dataDir, 'objects', key));
      expect(theirFiles.filter((file) => !existsSync(file))).toEqual([]);
      await t.http().post(`/api/photos/${hostPhoto.id}/vote`).set(leaving.auth).expect(201);

      const comments = `/api/photos/${hostPhoto.id}/comments`;
      const comment = async (user: SignedInUser, body: string, parentId: string | null = null) =>
        (await t.http().post(comments).set(user.auth).send({ body, parentId }).expect(201)).body.comment as {
          id: string;
        };
      const answered = await comment(leaving, 'Who brings the rope?');
      const reply = await comment(attendee, 'I do', answered.id);
      const hostsComment = await comment(creator, 'Dinner at eight');
      await comment(leaving, 'See you there', hostsComment.id);
      const unanswered = await comment(leaving, 'Nice view');

      const costs = async () =>
        (await t.http().get(`/api/events/${host.eventId}/costs`).set(creator.auth).expect(200)).body;
      // The figures, without the names and who recorded what (a deleted account is named nowhere).
      const figures = (value: unknown) =>
        JSON.parse(
          JSON.stringify(value, (key, field) =>
            ['displayName', 'label', 'photoURL', 'venmoUsername', 'formerMember', 'recordedBy'].includes(key)
              ? undefined
              : field,
          ),
        );
      const before = await costs();

      await t.http().delete(`/api/admin/users/${leaving.id}`).set(operator.auth).expect(204);

      // Their costs stay, to the cent, and still sum to zero; they show as a deleted former member.
      const after = await costs();
      expect(figures(after.expenses)).toEqual(figures(before.expenses));
      expect(figures(after.payments)).toEqual(figures(before.payments));
      expect(after.payments.map((p: { recordedBy: string | null }) => p.recordedBy).sort()).toEqual(
        [attendee.id, null].sort(),
      );
      expect(figures(after.balances)).toEqual(figures(before.balances));
      expect(after.balances.reduce((sum: number, b: { net: number }) => sum + b.net, 0)).toBe(0);
      expect(after.balances.find((b: { userId: string }) => b.userId === leaving.id)).toMatchObject({
        displayName: 'Deleted account',
        formerMember: true,
        photoURL: null,
        venmoUsername: null,
      });
      // Others' replies stay; their answered comment stays without its text; the rest of theirs go.
      const thread = (await t.http().get(comments).set(creator.auth).expect(200)).body.comments as {
        id: string;
        body: string;
        deleted: boolean;
      }[];
      expect(thread.map((c) => c.id).sort()).toEqual([answered.id, reply.id, hostsComment.id].sort());
      expect(thread.find((c) => c.id === answered.id)).toMatchObject({ body: '', deleted: true });
      expect(thread.find((c) => c.id === reply.id)).toMatchObject({ body: 'I do', deleted: false });
      expect(thread.some((c) => c.id === unanswered.id)).toBe(false);
      // Their photo goes with its files; the photo they voted for keeps its count right.
      const [{ theirPhotos }] = await t.db.query('SELECT count(*)::int AS "theirPhotos" FROM photos WHERE id = $1', [
        theirPhoto.id,
      ]);
      expect(theirPhotos).toBe(0);
      expect(theirFiles.filter((file) => existsSync(file))).toEqual([]);
      const [{ votes }] = await t.db.query('SELECT votes FROM photos WHERE id = $1', [hostPhoto.id]);
      expect(votes).toBe(0);
      for (const table of [
        'user_identities',
        'auth_sessions',
        'refresh_tokens',
        'event_user_profiles',
        'photo_votes',
      ]) {
        const [{ rows }] = await t.db.query(`SELECT count(*)::int AS rows FROM ${table} WHERE "userId" = $1`, [
          leaving.id,
        ]);
        expect({ table, rows }).toEqual({ table, rows: 0 });
      }
      // The row keeps nothing personal, and it can never sign in.
      const [row] = await t.db.query(
        `SELECT email, "displayName", "googleSubject", bio, "phoneNumber", allergies, "photoURL", "subscriptionTier",
                "disabledAt" IS NOT NULL AS disabled, "deletedAt" IS NOT NULL AS deleted
         FROM users WHERE id = $1`,
        [leaving.id],
      );
      expect(row).toEqual({
        email: `deleted-${leaving.id}@deleted.invalid`,
        displayName: 'Deleted account',
        googleSubject: null,
        bio: null,
        phoneNumber: null,
        allergies: [],
        photoURL: null,
        subscriptionTier: 'free',
        disabled: true,
        deleted: true,
      });
      expect((await t.http().get('/api/auth/test').set(leaving.auth)).status).toBe(401);
      await t.http().get(`/api/users/${leaving.id}`).set(creator.auth).expect(404);
      // The same address signs up again as a new account; the old one is in no list and no detail.
      const again = await t.signIn(leaving.email);
      expect(again.id).not.toBe(leaving.id);
      for (const q of [leaving.email, 'Deleted account', 'Lee Leaving']) {
        const found = await t
          .http()
          .get(`/api/admin/users?q=${encodeURIComponent(q)}`)
          .set(operator.auth)
          .expect(200);
        expect(found.body.users.map((user: { id: string }) => user.id)).not.toContain(leaving.id);
      }
      await t.http().get(`/api/admin/users/${leaving.id}`).set(operator.auth).expect(404);
      await t.http().put(`/api/admin/users/${leaving.id}/plan`).set(operator.auth).send({ tier: 'paid' }).expect(404);
      await t.http().delete(`/api/admin/users/${leaving.id}`).set(operator.auth).expect(404);
    }, 60_000);

    it('keeps the audit of an operator whose account is deleted, without their id', async () => {
      const person = await t.signIn(uniqueEmail(`${label}-kept`));
      await t
        .http()
        .put(`/api/admin/users/${person.id}/plan`)
        .set(secondOperator.auth)
        .send({ tier: 'paid' })
        .expect(200);
      await t.http().delete(`/api/admin/users/${secondOperator.id}`).set(operator.auth).expect(204);
      const [row] = await t.db.query(
        `SELECT "operatorId", "operatorEmail" FROM operator_audit_entries WHERE action = 'plan_changed' AND "targetId" = $1`,
        [person.id],
      );
      expect(row).toEqual({ operatorId: null, operatorEmail: secondOperator.email });
    });
  });

  describe('test e-mail', () => {
    it("reports the SMTP server's acceptance, then a plain failure while it is down", async () => {
      const to = uniqueEmail(`${label}-test-mail`);
      const sent = await t.http().post('/api/admin/test-email').set(operator.auth).send({ to }).expect(200);
      expect(sent.body.delivered).toBe(true);
      expect(sent.body.answer).toMatch(/^250 /);
      expect(await smtp.waitFor(to)).toHaveLength(1);

      await smtp.stop();
      try {
        const down = await t.http().post('/api/admin/test-email').set(operator.auth).send({ to }).expect(200);
        expect(down.body).toEqual({ delivered: false, answer: `Connection refused by 127.0.0.1:${smtp.port}` });
      } finally {
        await smtp.start();
      }
      const entries = await auditOf('test_email_sent', to);
      expect(entries.map((entry: { summary: string }) => entry.summary)).toEqual([
        expect.stringContaining('not sent (Connection refused'),
        expect.stringContaining('accepted (250 '),
      ]);
    });

    it('allows a few test e-mails a minute', async () => {
      const to = uniqueEmail(`${label}-flood`);
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push((await t.http().post('/api/admin/test-email').set(operator.auth).send({ to })).status);
      // Two were sent by the test before.
      expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
      expect(answers.slice(0, 3)).toEqual([200, 200, 200]);
    });
  });

  describe('queues', () => {
    it("shows every queue's health", async () => {
      const health = await t.http().get('/api/admin/queues').set(operator.auth).expect(200);
      expect(health.body.queues.map((queue: { name: string }) => queue.name).sort()).toEqual([
        'images',
        'mail',
        'maintenance',
      ]);
      for (const queue of health.body.queues) {
        expect(queue).toEqual({
          name: expect.any(String),
          counts: {
            waiting: expect.any(Number),
            active: expect.any(Number),
            delayed: expect.any(Number),
            failed: expect.any(Number),
            completed: expect.any(Number),
          },
          paused: false,
        });
      }
      await t.http().get('/api/admin/queues/nope/failed').set(operator.auth).expect(404);
      await t.http().post('/api/admin/queues/nope/jobs/1/retry').set(operator.auth).expect(404);
      await t.http().post('/api/admin/queues/mail/jobs/no-such-job/retry').set(operator.auth).expect(404);
    });

    it('lists a job that failed for real (SMTP refusing) and retries it: the e-mail then goes out', async () => {
      await worker?.close();
      worker = undefined;
      const f = await createEventFixture(t, 'Failing Mail');
      const email = uniqueEmail(`${label}-invitee`);
      await t
        .http()
        .post(`/api/events/${f.eventId}/members`)
        .set(f.users.creator.auth)
        .send({ userEmail: email })
        .expect(201);
      const [{ outboxId }] = await t.db.query(
        `SELECT o.id AS "outboxId" FROM mail_outbox o JOIN event_invitations i ON i.id = o."invitationId" WHERE i.email = $1`,
        [email],
      );
      // The app's job retries for hours; this one has a single attempt, so it fails at once.
      const queue = t.app.get<Queue>(getQueueToken('mail'), { strict: false });
      const jobId = `invitation-mail-${outboxId}`;
      await queue.remove(jobId);
      await queue.add('invitation', { outboxId }, { jobId, attempts: 1 });

      await smtp.stop();
      worker = await startTestWorker(Number(new URL(t.baseUrl).port), {
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        SWEEP_INTERVAL_SECONDS: '3600',
      });
      let failed: { id: string }[] = [];
      for (let tries = 0; tries < 100 && !failed.some((job) => job.id === jobId); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        failed = (await t.http().get('/api/admin/queues/mail/failed').set(operator.auth).expect(200)).body.jobs;
      }
      const job = failed.find((candidate) => candidate.id === jobId);
      expect(job).toEqual({
        id: jobId,
        name: 'invitation',
        failedReason: expect.stringContaining('ECONNREFUSED'),
        attemptsMade: expect.any(Number),
        failedAt: expect.any(String),
      });

      await smtp.start();
      await t.http().post(`/api/admin/queues/mail/jobs/${jobId}/retry`).set(operator.auth).expect(204);
      expect(await smtp.waitFor(email, 1, 20_000)).toHaveLength(1);
      // Retried already: nothing left to retry.
      await t.http().post(`/api/admin/queues/mail/jobs/${jobId}/retry`).set(operator.auth).expect(409);
      const entries = await auditOf('job_retried', `mail/${jobId}`);
      expect(entries).toHaveLength(1);
    }, 60_000);
  });

  describe('audit', () => {
    it('lists what operators did, newest first, page by page without repeats', async () => {
      const all = (await t.http().get('/api/admin/audit?limit=100').set(operator.auth).expect(200)).body.entries;
      expect(all.length).toBeGreaterThan(5);
      const times = all.map((entry: { createdAt: string }) => Date.parse(entry.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const path: string = `/api/admin/audit?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page = (await t.http().get(path).set(operator.auth).expect(200)).body;
        seen.push(...page.entries.map((entry: { id: string }) => entry.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all.map((entry: { id: string }) => entry.id));
      expect(all[0]).toEqual({
        id: expect.any(String),
        operatorEmail: expect.any(String),
        action: expect.any(String),
        targetType: expect.any(String),
        targetId: expect.any(String),
        summary: expect.any(String),
        createdAt: expect.any(String),
      });
    });
  });
});
