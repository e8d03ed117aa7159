import { z } from 'zod';
import { SUBSCRIPTION_TIERS, BILLING_INTERVALS } from './plans.ts';
import { Statement } from './statement.ts';

export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

/** The user object every auth and profile call returns. `pages_limit` is null for unlimited. */
export const User = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  language_preference: Language,
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
  pages_remaining: z.number().int().nullable(),
  pages_limit: z.number().int().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof User>;

export const LoginRequest = z.object({ email: z.string(), password: z.string() });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SignupRequest = z.object({
  full_name: z.string(),
  email: z.string(),
  password: z.string(),
  confirm_password: z.string(),
});
export type SignupRequest = z.infer<typeof SignupRequest>;

export const AuthResponse = z.object({ access_token: z.string(), user: User });
export type AuthResponse = z.infer<typeof AuthResponse>;

export const ProfileUpdateRequest = z.object({
  full_name: z.string(),
  language_preference: Language,
});
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequest>;

export const PageCheckRequest = z.object({ page_count: z.number().int().positive() });
export type PageCheckRequest = z.infer<typeof PageCheckRequest>;

export const PageCheckResponse = z.object({
  can_process: z.boolean(),
  pages_remaining: z.number().int().nullable(),
  pages_limit: z.number().int().nullable(),
  subscription_tier: z.enum(SUBSCRIPTION_TIERS),
});
export type PageCheckResponse = z.infer<typeof PageCheckResponse>;

export const AnonymousCheckRequest = z.object({ browser_fingerprint: z.string().min(1) });
export type AnonymousCheckRequest = z.infer<typeof AnonymousCheckRequest>;

export const AnonymousCheckResponse = z.object({
  can_convert: z.boolean(),
  conversions_used: z.number().int(),
  conversions_limit: z.number().int(),
});
export type AnonymousCheckResponse = z.infer<typeof AnonymousCheckResponse>;

/** Answer of POST /api/process-pdf and POST /api/anonymous/convert. */
export const ProcessResponse = z.object({
  success: z.boolean(),
  data: Statement,
  pages_processed: z.number().int(),
  pages_used: z.number().int(),
  /** Present for signed-in conversions: the stored document's id. */
  document_id: z.string().optional(),
  anonymous: z.boolean(),
});
export type ProcessResponse = z.infer<typeof ProcessResponse>;

export const DocumentSummary = z.object({
  id: z.string(),
  original_filename: z.string(),
  conversion_date: z.string(),
  file_size: z.number().int(),
  page_count: z.number().int(),
  status: z.string(),
});
export type DocumentSummary = z.infer<typeof DocumentSummary>;

export const DOWNLOAD_FORMATS = ['csv', 'xlsx', 'complete-csv'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export const CreatePaymentSessionRequest = z.object({
  package_id: z.enum(['starter', 'professional', 'business']),
  billing_interval: z.enum(BILLING_INTERVALS),
});
export type CreatePaymentSessionRequest = z.infer<typeof CreatePaymentSessionRequest>;

export const PaymentSessionResponse = z.object({ checkout_url: z.string() });
export type PaymentSessionResponse = z.infer<typeof PaymentSessionResponse>;

export const PaymentStatusResponse = z.object({ payment_status: z.string(), status: z.string() });
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;

/** Every error body: `detail` is user-facing, `code` is stable where one is useful. */
export const ErrorResponse = z.object({ detail: z.string(), code: z.string().optional() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Texts of spec sections 5 and 8 that both the server and the web app show, word for word. */
export const MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  acceptTerms: 'You must accept the terms and privacy policy',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  pdfOnly: 'Please upload a PDF file only.',
  fileTooLarge: 'File size must be under 10MB.',
  anonymousLimit: 'Free conversion limit reached. Please sign up for unlimited conversions.',
  insufficientPages: 'Insufficient pages remaining. Please upgrade your plan.',
} as const;

/** The "simple address pattern" of spec section 5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Minimum password length (spec section 9). */
export const MIN_PASSWORD_LENGTH = 8;
