-- Review (issue 10): a user's edits to a converted statement. documents.statement stays the engine's original
-- (version 0); each saved edit is a new row here, amounts in integer cents like documents.statement, and the
-- highest version is the current statement that downloads and exports read (services/documents.ts).
CREATE TABLE document_versions (
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  statement jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, version)
);
