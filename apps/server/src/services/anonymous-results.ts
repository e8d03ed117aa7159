/**
 * Anonymous results kept for a claim: an anonymous conversion's Statement, stored for a day under the keyed
 * hash of a one-time token that went back with the result. Presenting the token while signed in moves the
 * result into that account's library, once; nothing is charged, since the free conversion already paid for it.
 */
import { randomUUID } from 'node:crypto';
import type { Statement } from '@statemint/contracts';
import type { Queryable } from '../db/db.ts';
import { toStoredStatement } from './documents.ts';

/** How long an anonymous result can be claimed: a day, as long as the browser keeps it. */
export const ANONYMOUS_RESULT_LIFETIME_SECONDS = 24 * 3600;

export type AnonymousResult = {
  tokenHash: string;
  originalFilename: string;
  fileSize: number;
  pageCount: number;
  statement: Statement;
};

/** Keeps an anonymous result under its token's hash (inside the conversion's completing transaction). */
export async function storeAnonymousResult(db: Queryable, result: AnonymousResult): Promise<void> {
  await db.query(
    `INSERT INTO anonymous_results
       (token_hash, original_filename, file_size, page_count, statement, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6::integer * interval '1 second')`,
    [
      result.tokenHash,
      result.originalFilename,
      result.fileSize,
      result.pageCount,
      JSON.stringify(toStoredStatement(result.statement)),
      ANONYMOUS_RESULT_LIFETIME_SECONDS,
    ],
  );
}

/**
 * Moves a live anonymous result into the user's library and returns the new document's id; undefined when
 * the token is unknown, used or expired. The row is deleted in the same transaction, so of two concurrent
 * claims only one finds it. The document keeps the conversion's own time.
 */
export async function claimAnonymousResult(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  tokenHash: string,
  userId: string,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      original_filename: string;
      file_size: number;
      page_count: number;
      statement: unknown;
      created_at: string;
    }>(
      `DELETE FROM anonymous_results WHERE token_hash = $1 AND expires_at > now()
       RETURNING original_filename, file_size, page_count, statement, created_at::text AS created_at`,
      [tokenHash],
    );
    if (!row) return undefined;
    const id = randomUUID();
    await tx.query(
      `INSERT INTO documents
         (id, user_id, original_filename, file_size, page_count, status, statement, created_at)
       VALUES ($1, $2, $3, $4, $5, 'completed', $6, $7::timestamptz)`,
      [
        id,
        userId,
        row.original_filename,
        row.file_size,
        row.page_count,
        JSON.stringify(row.statement),
        row.created_at,
      ],
    );
    return id;
  });
}

/** Deletes anonymous results nobody claimed within their day (run by the database sweep). */
export async function sweepAnonymousResults(db: Queryable): Promise<void> {
  await db.query('DELETE FROM anonymous_results WHERE expires_at < now()');
}
