import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Statement } from '@statemint/contracts';
import { extractStatement } from '@statemint/extract';
import { openPglite, openPostgres, type Db } from '../../src/db/db.ts';
import { migrate, migrationsDir } from '../../src/db/migrate.ts';
import { findDocument, insertDocument } from '../../src/services/documents.ts';
import {
  build,
  fixture,
  freshSchema,
  signUp,
  TEST_DATABASE_URL,
  THREE_PAGE_PDF,
} from '../helper.ts';

async function sample(): Promise<Statement> {
  const extracted = await extractStatement(new Uint8Array(fixture(THREE_PAGE_PDF)));
  if (!extracted.ok) throw new Error('the engine must convert the 3-page sample');
  return extracted.statement;
}

/** Every amount of a Statement, in document order, for comparing stored cents with decimals. */
function amounts(statement: Statement): number[] {
  return [
    statement.accountInfo.beginningBalance ?? 0,
    statement.accountInfo.endingBalance ?? 0,
    ...statement.transactions.flatMap((t) => [t.amount, t.balance ?? 0]),
    ...statement.deposits.map((d) => d.amount),
    statement.reconciliation.expectedEnding ?? 0,
  ];
}

describe('stored statements', () => {
  it('keeps every amount as integer cents in the database and reads the same Statement back', async () => {
    const app = await build();
    const { userId } = await signUp(app);
    const statement = await sample();
    const id = await insertDocument(app.db, {
      userId,
      originalFilename: 'a.pdf',
      fileSize: 10,
      pageCount: 3,
      statement,
    });
    const [row] = await app.db.query<{ statement: Statement }>(
      'SELECT statement FROM documents WHERE id = $1',
      [id],
    );
    const stored = row?.statement;
    if (!stored) throw new Error('the document row must hold its statement');
    expect(amounts(stored)).toEqual(amounts(statement).map((a) => Math.round(a * 100)));
    expect(amounts(stored).every(Number.isInteger)).toBe(true);
    expect(amounts(statement).some((a) => !Number.isInteger(a))).toBe(true);
    expect(await findDocument(app.db, id, userId)).toEqual({
      originalFilename: 'a.pdf',
      statement,
    });
    expect(await findDocument(app.db, id, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('migration 003 converts statements stored with decimal amounts, nested accounts included', async () => {
    const db: Db = TEST_DATABASE_URL
      ? await openPostgres(await freshSchema())
      : await openPglite(undefined);
    onTestFinished(() => db.close());
    // The schema as it was before money became cents.
    const before = mkdtempSync(path.join(tmpdir(), 'statemint-migrations-'));
    onTestFinished(() => rmSync(before, { recursive: true, force: true }));
    for (const file of readdirSync(migrationsDir()).filter((f) => f < '003')) {
      copyFileSync(path.join(migrationsDir(), file), path.join(before, file));
    }
    await migrate(db, before);
    // Statements stored before money became cents had no verification (it came later, with issue 8).
    const { verification: _verification, ...single } = await sample();
    const { pages: _pages, currency: _currency, warnings: _warnings, ...account } = single;
    const consolidated: Statement = { ...single, accounts: [account, account] };
    const userId = '11111111-1111-4111-8111-111111111111';
    await db.query(
      `INSERT INTO users (id, full_name, email, email_normalized, pages_remaining, pages_limit)
       VALUES ($1, 'Ada', 'a@example.com', 'a@example.com', 7, 7)`,
      [userId],
    );
    const ids = ['22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];
    for (const [i, statement] of [single, consolidated].entries()) {
      await db.query(
        `INSERT INTO documents (id, user_id, original_filename, file_size, page_count, status, statement)
         VALUES ($1, $2, 'old.pdf', 1, 3, 'completed', $3)`,
        [ids[i], userId, JSON.stringify(statement)],
      );
    }
    expect(await migrate(db)).toContain('003_statement_cents.sql');
    expect((await findDocument(db, ids[0] ?? '', userId))?.statement).toEqual(single);
    expect((await findDocument(db, ids[1] ?? '', userId))?.statement).toEqual(consolidated);
    const [row] = await db.query<{ statement: Statement }>(
      'SELECT statement FROM documents WHERE id = $1',
      [ids[1]],
    );
    expect(row?.statement.accounts?.[1]?.transactions[0]?.amount).toBe(
      Math.round((single.transactions[0]?.amount ?? 0) * 100),
    );
  });
});
