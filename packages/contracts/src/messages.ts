/** Minimum password length (spec section 9). */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest accepted password: argon2 hashes every byte, so an unbounded one is a cheap denial of service. */
export const MAX_PASSWORD_LENGTH = 1024;
/** Longest accepted full name, at sign-up and on the profile. */
export const MAX_FULL_NAME_LENGTH = 200;
/** Longest accepted email address (the longest a mail server forwards, RFC 5321 with its erratum). */
export const MAX_EMAIL_LENGTH = 254;

/** The "simple address pattern" of spec section 5. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Texts that both the server and the web app show, word for word. */
export const MESSAGES = {
  // Spec sections 5 and 8.
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
  // Ours: the spec gives no text for these limits (docs/DECISIONS.md).
  fullNameTooLong: `Full name must be at most ${MAX_FULL_NAME_LENGTH} characters long`,
  emailTooLong: `Email must be at most ${MAX_EMAIL_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  passwordIsEmail: 'Password must not be your email address or its name part',
  anonymousAddressCap:
    'Too many free conversions from your network today. Please sign up for unlimited conversions.',
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess',
} as const;
