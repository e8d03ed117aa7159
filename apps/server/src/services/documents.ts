import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import {
  StoredStatement,
  type DocumentSummary,
  type Statement,
  type Verdict,
} from '@statemint/contracts';
import type { Queryable } from '../db/db.ts';

/** The Statement as `documents.statement` holds it: every amount in integer cents. */
export function toStoredStatement(statement: Statement): StoredStatement {
  return z.encode(StoredStatement, statement);
}

/** A stored Statement back at the JSON edge, with decimal amounts; a row that breaks the contract throws. */
export function fromStoredStatement(stored: unknown): Statement {
  return z.decode(StoredStatement, stored as StoredStatement);
}

export type NewDocument = {
  userId: string;
  originalFilename: string;
  fileSize: number;
  pageCount: number;
  statement: Statement;
};

/** Stores a completed conversion (the PDF itself is never stored) and returns its id. */
export async function insertDocument(db: Queryable, doc: NewDocument): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO documents (id, user_id, original_filename, file_size, page_count, status, statement)
     VALUES ($1, $2, $3, $4, $5, 'completed', $6)`,
    [
      id,
      doc.userId,
      doc.originalFilename,
      doc.fileSize,
      doc.pageCount,
      JSON.stringify(toStoredStatement(doc.statement)),
    ],
  );
  return id;
}

type SummaryRow = {
  id: string;
  original_filename: string;
  created_at: Date | string;
  file_size: number;
  page_count: number;
  status: string;
  period_start: string | null;
  period_end: string | null;
  accounts: { name: string | null; number: string | null }[] | null;
  transaction_count: number;
  verdicts: (string | null)[] | null;
};

/**
 * What a library card shows, read from the stored Statement inside the database so that a list never loads
 * every transaction: the period, each account's name and number (several accounts: `accounts[]`, else the
 * top level), the row count and each account's verdict.
 */
const SUMMARY_COLUMNS = `d.id, d.original_filename, d.created_at, d.file_size, d.page_count, d.status,
  d.statement->>'periodStart' AS period_start, d.statement->>'periodEnd' AS period_end,
  COALESCE(jsonb_array_length(d.statement->'transactions'), 0) AS transaction_count,
  (SELECT jsonb_agg(jsonb_build_object('name', a->>'accountName', 'number', a->'accountInfo'->>'accountNumber')
     ORDER BY n)
     FROM jsonb_array_elements(CASE WHEN jsonb_typeof(d.statement->'accounts') = 'array'
       THEN d.statement->'accounts' ELSE jsonb_build_array(d.statement) END) WITH ORDINALITY AS x(a, n)
  ) AS accounts,
  (SELECT jsonb_agg(a->'verification'->>'verdict')
     FROM jsonb_array_elements(CASE WHEN jsonb_typeof(d.statement->'accounts') = 'array'
       THEN d.statement->'accounts' ELSE jsonb_build_array(d.statement) END) AS y(a)
  ) AS verdicts`;

/** The last four digits of a printed account number, or null when it has none. */
export function lastDigits(accountNumber: string | null): string | null {
  const digits = (accountNumber ?? '').replace(/\D/g, '');
  return digits === '' ? null : digits.slice(-4);
}

/** One verdict for a card: any account's mismatch wins, then unverified; null when none was recorded. */
export function overallVerdict(verdicts: readonly (string | null)[]): Verdict | null {
  if (verdicts.includes('mismatch')) return 'mismatch';
  if (verdicts.length === 0 || verdicts.includes(null)) return null;
  return verdicts.every((v) => v === 'verified') ? 'verified' : 'unverified';
}

function toSummary(r: SummaryRow): DocumentSummary {
  return {
    id: r.id,
    original_filename: r.original_filename,
    conversion_date: new Date(r.created_at).toISOString(),
    file_size: r.file_size,
    page_count: r.page_count,
    status: r.status,
    period_start: r.period_start,
    period_end: r.period_end,
    accounts: (r.accounts ?? []).map((a) => ({ name: a.name, last_digits: lastDigits(a.number) })),
    transaction_count: r.transaction_count,
    verdict: overallVerdict(r.verdicts ?? []),
  };
}

/** The user's documents, newest first. */
export async function listDocuments(db: Queryable, userId: string): Promise<DocumentSummary[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM documents d WHERE d.user_id = $1 ORDER BY d.created_at DESC, d.id`,
    [userId],
  );
  return rows.map(toSummary);
}

/** One of the user's documents as a card shows it, or undefined when missing or another user's. */
export async function findDocumentSummary(
  db: Queryable,
  id: string,
  userId: string,
): Promise<DocumentSummary | undefined> {
  const rows = await db.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM documents d WHERE d.id = $1 AND d.user_id = $2`,
    [id, userId],
  );
  return rows[0] && toSummary(rows[0]);
}

/** The user's document with its Statement, or undefined when missing, another user's or without one. */
export async function findDocument(
  db: Queryable,
  id: string,
  userId: string,
): Promise<{ originalFilename: string; statement: Statement } | undefined> {
  const rows = await db.query<{ original_filename: string; statement: unknown }>(
    'SELECT original_filename, statement FROM documents WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  const row = rows[0];
  if (!row || row.statement === null) return undefined;
  return { originalFilename: row.original_filename, statement: fromStoredStatement(row.statement) };
}

/** Deletes the user's document; false when there was none. */
export async function deleteDocument(db: Queryable, id: string, userId: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM documents WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length > 0;
}
