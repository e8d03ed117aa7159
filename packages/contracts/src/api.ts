import * as z from 'zod/mini';
import { rule, requestBody, textField } from './fields.ts';
import { MAX_FULL_NAME_LENGTH, MESSAGES } from './messages.ts';
import { SUBSCRIPTION_TIERS } from './plans.ts';
import { Statement, Verdict } from './statement.ts';

export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

export const INVALID_LANGUAGE = `language_preference must be one of ${LANGUAGES.join(', ')}`;
export const INVALID_PAGE_COUNT = 'page_count must be a positive whole number';
export const DOCUMENT_NOT_FOUND = 'Document not found';
export const DOWNLOAD_FORMATS = ['csv', 'xlsx', 'complete-csv'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
export const INVALID_FORMAT = `format must be one of ${DOWNLOAD_FORMATS.join(', ')}`;
/** Longest accepted browser fingerprint; real ones are short hashes. */
export const MAX_FINGERPRINT_LENGTH = 512;
export const MISSING_FINGERPRINT_BODY = 'browser_fingerprint is required.';
export const FINGERPRINT_TOO_LONG = `The browser fingerprint must be at most ${MAX_FINGERPRINT_LENGTH} characters.`;

/** The user object every auth and profile call returns. `pages_limit` is null for unlimited. */
export const User = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  language_preference: Language,
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  pages_remaining: z.nullable(z.int()),
  pages_limit: z.nullable(z.int()),
  created_at: z.string(),
});
export type User = z.infer<typeof User>;

/** Full name at sign-up and on the profile: trimmed, required, at most 200 characters. */
export const FullName = /* @__PURE__ */ textField(
  'full_name',
  z.trim(),
  z.minLength(1, MESSAGES.fullNameRequired),
  z.maxLength(MAX_FULL_NAME_LENGTH, MESSAGES.fullNameTooLong),
);

/** Spec section 5: both fields required. The email is matched case-insensitively by the server. */
export const LoginRequest = requestBody({
  email: textField(
    'email',
    z.refine((v) => v.trim() !== '', MESSAGES.fillAllFields),
  ),
  password: textField('password', z.minLength(1, MESSAGES.fillAllFields)),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const AuthResponse = z.object({ access_token: z.string(), user: User });
export type AuthResponse = z.infer<typeof AuthResponse>;

/** Profile save (spec section 5): the trimmed name is required; the email is not editable. */
export const ProfileUpdateRequest = requestBody({
  full_name: FullName,
  language_preference: z.enum(LANGUAGES, { error: INVALID_LANGUAGE }),
});
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequest>;

export const PageCheckRequest = requestBody({
  page_count: /* @__PURE__ */ z
    .int({ error: INVALID_PAGE_COUNT })
    .check(z.positive(INVALID_PAGE_COUNT)),
});
export type PageCheckRequest = z.infer<typeof PageCheckRequest>;

export const PageCheckResponse = z.object({
  can_process: z.boolean(),
  pages_remaining: z.nullable(z.int()),
  pages_limit: z.nullable(z.int()),
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  /** When the allowance is next refilled (ISO); null for the unlimited tier. */
  resets_at: z.nullable(z.string()),
});
export type PageCheckResponse = z.infer<typeof PageCheckResponse>;

export const AnonymousCheckRequest = requestBody({
  browser_fingerprint: textField(
    'browser_fingerprint',
    z.trim(),
    rule<string>((v) => v !== '', MISSING_FINGERPRINT_BODY, { code: 'missing_fingerprint' }),
    rule<string>((v) => v.length <= MAX_FINGERPRINT_LENGTH, FINGERPRINT_TOO_LONG, {
      code: 'invalid_fingerprint',
    }),
  ),
});
export type AnonymousCheckRequest = z.input<typeof AnonymousCheckRequest>;

export const AnonymousCheckResponse = z.object({
  can_convert: z.boolean(),
  conversions_used: z.int(),
  conversions_limit: z.int(),
  /**
   * The per-address daily cap of free conversions (several browsers behind one address share it), so the
   * banner never promises a conversion the server will then refuse. `can_convert` is false once it is used.
   */
  address_conversions_used: z.int(),
  address_conversions_limit: z.int(),
  /** When the address's cap is refilled (ISO): the end of its current daily window. */
  address_resets_at: z.string(),
  /** Why `can_convert` is false: this browser's conversion is used, or the address's cap; null when it is true. */
  refusal: z.nullable(z.enum(['conversion_used', 'address_cap'])),
});
export type AnonymousCheckResponse = z.infer<typeof AnonymousCheckResponse>;

/**
 * Answer of POST /api/process-pdf and POST /api/anonymous/convert. Our server sends both page counts;
 * spec section 3 lets a client expect either name.
 */
export const ProcessResponse = z.object({
  success: z.boolean(),
  data: Statement,
  pages_processed: z.optional(z.int()),
  pages_used: z.optional(z.int()),
  /** Present for signed-in conversions: the stored document's id. */
  document_id: z.optional(z.string()),
  anonymous: z.boolean(),
  /**
   * Anonymous conversions only: a one-time token that attaches this result to an account's library when
   * presented to POST /api/documents/claim within a day.
   */
  claim_token: z.optional(z.string()),
});
export type ProcessResponse = z.infer<typeof ProcessResponse>;

export const DocumentSummary = z.object({
  id: z.string(),
  original_filename: z.string(),
  conversion_date: z.string(),
  file_size: z.int(),
  page_count: z.int(),
  status: z.string(),
  /** The statement period, ISO dates, when the engine read one. */
  period_start: z.nullable(z.string()),
  period_end: z.nullable(z.string()),
  /** Each account: its printed name and the last digits of its number (never the whole number). */
  accounts: z.array(
    z.object({ name: z.nullable(z.string()), last_digits: z.nullable(z.string()) }),
  ),
  transaction_count: z.int(),
  /** The engine's verdict over every account (any mismatch wins); null for documents from before verdicts. */
  verdict: z.nullable(Verdict),
});
export type DocumentSummary = z.infer<typeof DocumentSummary>;

/** GET /api/documents/{id}: the summary and the current Statement. */
export const DocumentDetail = z.extend(DocumentSummary, { statement: Statement });
export type DocumentDetail = z.infer<typeof DocumentDetail>;

/** Longest accepted claim token; ours are 43 characters. */
export const MAX_CLAIM_TOKEN_LENGTH = 128;
export const CLAIM_TOKEN_REQUIRED = 'token is required.';
export const CLAIM_NOT_FOUND =
  'This conversion can no longer be saved: it was already saved to an account, or more than a day has passed.';

/** POST /api/documents/claim: the claim token of an anonymous conversion. */
export const ClaimRequest = requestBody({
  token: textField(
    'token',
    z.trim(),
    rule<string>((v) => v !== '', CLAIM_TOKEN_REQUIRED, { code: 'missing_token' }),
    rule<string>((v) => v.length <= MAX_CLAIM_TOKEN_LENGTH, CLAIM_NOT_FOUND, {
      code: 'claim_not_found',
      status: 404,
    }),
  ),
});
export type ClaimRequest = z.input<typeof ClaimRequest>;

export const ClaimResponse = z.object({ document_id: z.string() });
export type ClaimResponse = z.infer<typeof ClaimResponse>;

export const DocumentList = z.array(DocumentSummary);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `{id}` of the document routes: anything but a UUID answers exactly like a missing document. */
export const DocumentParams = z.object({
  id: /* @__PURE__ */ z
    .string()
    .check(
      rule<string>((v) => UUID.test(v), DOCUMENT_NOT_FOUND, { code: 'not_found', status: 404 }),
    ),
});

export const DownloadQuery = z.object({
  format: z._default(z.enum(DOWNLOAD_FORMATS, { error: INVALID_FORMAT }), 'csv'),
});

/**
 * Formats of `GET /api/documents/{id}/export` and of the results screen's "More formats": the flat CSV
 * and its accounting-tool flavours, the spec's complete CSV and workbook, OFX 2 (XML), OFX 1.0.2 (SGML),
 * QFX, QBO and QIF.
 */
export const EXPORT_FORMATS = [
  'csv',
  'csv-qbo3',
  'csv-qbo4',
  'csv-xero',
  'complete-csv',
  'xlsx',
  'ofx2',
  'ofx1',
  'qfx',
  'qbo',
  'qif',
] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const INVALID_EXPORT_FORMAT = `format must be one of ${EXPORT_FORMATS.join(', ')}`;

/** Date layouts of the flat exports: YYYY-MM-DD, DD/MM/YYYY or MM/DD/YYYY. */
export const EXPORT_DATE_FORMATS = ['iso', 'dmy', 'mdy'] as const;
export type ExportDateFormat = (typeof EXPORT_DATE_FORMATS)[number];
export const INVALID_DATE_FORMAT = `dateFormat must be one of ${EXPORT_DATE_FORMATS.join(', ')}`;
export const INVALID_EUROPEAN = 'european must be 1 or 0';

export const ExportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: INVALID_EXPORT_FORMAT }),
  dateFormat: z._default(z.enum(EXPORT_DATE_FORMATS, { error: INVALID_DATE_FORMAT }), 'iso'),
  european: z._default(z.enum(['0', '1'], { error: INVALID_EUROPEAN }), '0'),
});

export const INVALID_EXPORT_PREFERENCE = `export_format must be one of ${EXPORT_FORMATS.join(', ')}`;

/** The user's export preferences (Settings -> Preferences): the format the results screen preselects. */
export const ExportPreferences = z.object({ export_format: z.enum(EXPORT_FORMATS) });
export type ExportPreferences = z.infer<typeof ExportPreferences>;

export const ExportPreferencesRequest = requestBody({
  export_format: z.enum(EXPORT_FORMATS, { error: INVALID_EXPORT_PREFERENCE }),
});
export type ExportPreferencesRequest = z.infer<typeof ExportPreferencesRequest>;

export const HealthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** Every error body: `detail` is user-facing, `code` is stable where one is useful. */
export const ErrorResponse = z.object({ detail: z.string(), code: z.optional(z.string()) });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
