import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import {
  StoredStatement,
  type DocumentSummary,
  type Statement,
  type Verdict,
} from '@statemint/contracts';
import type { Db, Queryable } from '../db/db.ts';

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
 * Documents with their current Statement as `cur.statement`: the latest saved edit (document_versions), else
 * the engine's original.
 */
const CURRENT_FROM = `documents d
  LEFT JOIN LATERAL (
    SELECT statement FROM document_versions WHERE document_id = d.id ORDER BY version DESC LIMIT 1
  ) v ON true
  CROSS JOIN LATERAL (SELECT COALESCE(v.statement, d.statement) AS statement) cur`;

/**
 * What a library card shows, read from the current Statement inside the database so that a list never loads
 * every transaction: the period, each account's name and number (several accounts: `accounts[]`, else the
 * top level), the row count and each account's verdict.
 */
const SUMMARY_COLUMNS = `d.id, d.original_filename, d.created_at, d.file_size, d.page_count, d.status,
  cur.statement->>'periodStart' AS period_start, cur.statement->>'periodEnd' AS period_end,
  COALESCE(jsonb_array_length(cur.statement->'transactions'), 0) AS transaction_count,
  (SELECT jsonb_agg(jsonb_build_object('name', a->>'accountName', 'number', a->'accountInfo'->>'accountNumber')
     ORDER BY n)
     FROM jsonb_array_elements(CASE WHEN jsonb_typeof(cur.statement->'accounts') = 'array'
       THEN cur.statement->'accounts' ELSE jsonb_build_array(cur.statement) END) WITH ORDINALITY AS x(a, n)
  ) AS accounts,
  (SELECT jsonb_agg(a->'verification'->>'verdict')
     FROM jsonb_array_elements(CASE WHEN jsonb_typeof(cur.statement->'accounts') = 'array'
       THEN cur.statement->'accounts' ELSE jsonb_build_array(cur.statement) END) AS y(a)
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
    `SELECT ${SUMMARY_COLUMNS} FROM ${CURRENT_FROM} WHERE d.user_id = $1 ORDER BY d.created_at DESC, d.id`,
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
    `SELECT ${SUMMARY_COLUMNS} FROM ${CURRENT_FROM} WHERE d.id = $1 AND d.user_id = $2`,
    [id, userId],
  );
  return rows[0] && toSummary(rows[0]);
}

/**
 * The user's document with its current Statement (the latest saved edit, else the engine's original), or
 * undefined when missing, another user's or without one. Every download and export reads it here.
 */
export async function findDocument(
  db: Queryable,
  id: string,
  userId: string,
): Promise<{ originalFilename: string; statement: Statement } | undefined> {
  const rows = await db.query<{ original_filename: string; statement: unknown }>(
    `SELECT d.original_filename, cur.statement
     FROM ${CURRENT_FROM}
     WHERE d.id = $1 AND d.user_id = $2 AND d.statement IS NOT NULL`,
    [id, userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { originalFilename: row.original_filename, statement: fromStoredStatement(row.statement) };
}

/** The engine's Statement of the user's document, as converted, whatever was saved since. */
export async function findOriginalStatement(
  db: Queryable,
  id: string,
  userId: string,
): Promise<Statement | undefined> {
  const rows = await db.query<{ statement: unknown }>(
    'SELECT statement FROM documents WHERE id = $1 AND user_id = $2 AND statement IS NOT NULL',
    [id, userId],
  );
  const row = rows[0];
  return row ? fromStoredStatement(row.statement) : undefined;
}

/** Saved edits kept per document besides the engine's original; older ones are deleted on save. */
export const KEPT_EDITED_VERSIONS = 20;

/**
 * Stores `statement` as the user's document's new current version, keeping the engine's original; undefined
 * when the document is missing or another user's. The document row's lock numbers concurrent saves in turn.
 */
export async function saveStatementVersion(
  db: Db,
  id: string,
  userId: string,
  statement: Statement,
): Promise<{ version: number; savedAt: Date } | undefined> {
  const stored = JSON.stringify(toStoredStatement(statement));
  return db.transaction(async (tx) => {
    const owned = await tx.query<{ id: string }>(
      `SELECT id FROM documents WHERE id = $1 AND user_id = $2 AND statement IS NOT NULL FOR UPDATE`,
      [id, userId],
    );
    if (owned.length === 0) return undefined;
    const [saved] = await tx.query<{ version: number; created_at: Date | string }>(
      `INSERT INTO document_versions (document_id, version, statement)
       SELECT $1, COALESCE(MAX(version), 0) + 1, $2 FROM document_versions WHERE document_id = $1
       RETURNING version, created_at`,
      [id, stored],
    );
    if (!saved) throw new Error('the new version must be returned');
    await tx.query('DELETE FROM document_versions WHERE document_id = $1 AND version <= $2', [
      id,
      saved.version - KEPT_EDITED_VERSIONS,
    ]);
    return { version: saved.version, savedAt: new Date(saved.created_at) };
  });
}

/** Deletes the user's document; false when there was none. */
export async function deleteDocument(db: Queryable, id: string, userId: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM documents WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length > 0;
}
