import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { StoredStatement, type DocumentSummary, type Statement } from '@statemint/contracts';
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
    `SELECT d.original_filename, COALESCE(v.statement, d.statement) AS statement
     FROM documents d
     LEFT JOIN LATERAL (
       SELECT statement FROM document_versions
       WHERE document_id = d.id ORDER BY version DESC LIMIT 1
     ) v ON true
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
