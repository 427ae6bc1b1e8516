// A birthdate lies between 1900-01-01 and today (domain/family/birthdate-range.ts), on every
// path that sets one: setup, REST, the Zero mutators and a family import.
import { describe, expect, it } from 'vitest';
import { ARCHIVE_LIMITS } from '#server/family-archive/read-archive.ts';
import { packTarGz, unpackTarGz } from '#server/family-archive/tar-gz.ts';
import { newFamilyMember, newSignedInAccount, type ErrorBody } from './support/api-client.ts';
import { testDatabase } from './support/test-database.ts';
import { pushMutation } from './support/zero-push.ts';

const sql = testDatabase();
const OUT_OF_RANGE = ['9999-12-31', '1899-12-31', '2999-01-01'];

const refusedWithCode = (answer: { status: number; body: unknown }) => {
  expect(answer.status).toBe(400);
  expect((answer.body as ErrorBody).error.code).toBe('BIRTHDATE_OUT_OF_RANGE');
};

describe('birthdates', () => {
  it('are refused outside 1900-01-01..today by setup and REST', async () => {
    const { api } = await newSignedInAccount();
    for (const birthdate of OUT_OF_RANGE)
      refusedWithCode(
        await api.post('/family/setup', { family_name: 'F', first_name: 'P', birthdate }),
      );
    const member = await newFamilyMember('Dates', 'Ola');
    for (const birthdate of OUT_OF_RANGE) {
      refusedWithCode(await member.api.patch('/family/users/me', { birthdate }));
      refusedWithCode(await member.api.post('/family/users', { first_name: 'Kid', birthdate }));
    }
    const oldest = await member.api.post('/family/users', {
      first_name: 'Gran',
      birthdate: '1900-01-01',
    });
    expect(oldest.status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    expect((await member.api.patch('/family/users/me', { birthdate: today })).status).toBe(200);
  });

  it('are refused by the Zero mutators', async () => {
    const member = await newFamilyMember('Dates', 'Pia');
    const pushed = await pushMutation(member.api, {
      name: 'member.create',
      args: { family_user_id: crypto.randomUUID(), first_name: 'Kid', birthdate: '9999-12-31' },
    });
    expect(pushed.body.mutations?.[0]?.result.message).toBe(
      'Birthdate must be between 1900-01-01 and today.',
    );
    const [count] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM family_member WHERE family_id = ${member.session.family_id}`;
    expect(count!.n).toBe(1);
  });

  it('come in empty from an import when out of range', async () => {
    const owner = await newFamilyMember('Dates', 'Quin');
    await sql`UPDATE family_member SET birthdate = '9999-12-31'
               WHERE family_user_id = ${owner.session.family_user_id}`;
    const response = await fetch(`${owner.api.baseUrl}/api/family/export`, {
      headers: { cookie: owner.api.cookie ?? '' },
    });
    const files = await unpackTarGz(Buffer.from(await response.arrayBuffer()), ARCHIVE_LIMITS);
    expect(files.find((f) => f.name === 'members.json')!.data.toString()).toContain('9999-12-31');
    await sql`DELETE FROM family WHERE id = ${owner.session.family_id}`;

    const { api } = await newSignedInAccount();
    const imported = await fetch(`${api.baseUrl}/api/family/import`, {
      method: 'POST',
      headers: {
        'content-type': 'application/gzip',
        origin: api.baseUrl,
        'x-forwarded-for': api.ip,
        cookie: api.cookie ?? '',
      },
      body: new Uint8Array(await packTarGz(files)),
    });
    expect([imported.status, await imported.text()]).toEqual([201, expect.any(String)]);
    const [row] = await sql<{ birthdate: string | null }[]>`
      SELECT birthdate FROM family_member WHERE family_user_id = ${owner.session.family_user_id}`;
    expect(row!.birthdate).toBeNull();
  });
});
