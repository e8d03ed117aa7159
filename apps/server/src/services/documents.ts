import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { StoredStatement, type DocumentSummary, type Statement } from '@statemint/contracts';
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
};

/** The user's documents, newest first. */
export async function listDocuments(db: Queryable, userId: string): Promise<DocumentSummary[]> {
  const rows = await db.query<SummaryRow>(
    `SELECT id, original_filename, created_at, file_size, page_count, status FROM documents
     WHERE user_id = $1 ORDER BY created_at DESC, id`,
    [userId],
  );
  return rows.map((r) => ({
    id: r.id,
    original_filename: r.original_filename,
    conversion_date: new Date(r.created_at).toISOString(),
    file_size: r.file_size,
    page_count: r.page_count,
    status: r.status,
  }));
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
