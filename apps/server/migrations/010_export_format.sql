-- The user's Default Export Format (Settings -> Preferences), preselected on the results screen.
-- Plain SQL for PGlite and PostgreSQL. The accepted values are the contracts' EXPORT_FORMATS, checked at the
-- API edge, so a new format needs no migration.
ALTER TABLE users ADD COLUMN export_format text NOT NULL DEFAULT 'csv';
