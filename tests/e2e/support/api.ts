import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { Sample } from './samples.ts';

/** A strong password: 8+ characters with upper, lower, digit and special (strength 5, "Strong"). */
export const STRONG_PASSWORD = 'Corr3ct-Horse!';

export type TestUser = {
  fullName: string;
  email: string;
  password: string;
};

type AuthAnswer = { access_token: string; user: { full_name: string; email: string } };

/** A user nobody has registered on this server yet. */
export function newUser(fullName: string): TestUser {
  const tag = randomUUID().slice(0, 8);
  return { fullName, email: `e2e-${tag}@example.com`, password: STRONG_PASSWORD };
}

/** Registers a user through POST /api/auth/signup (setup for journeys that are not about signup). */
export async function signupViaApi(baseURL: string, user: TestUser): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      full_name: user.fullName,
      email: user.email,
      password: user.password,
      confirm_password: user.password,
    }),
  });
  if (!response.ok)
    throw new Error(`signup failed: HTTP ${response.status} ${await response.text()}`);
  const body = (await response.json()) as AuthAnswer;
  return body.access_token;
}

/** Answer of POST /api/auth/login for a user, without a browser (to check what the server holds). */
export async function loginViaApi(baseURL: string, user: TestUser): Promise<Response> {
  return fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
}

/** GET /api/user/profile with a bearer token. */
export async function profileViaApi(
  baseURL: string,
  token: string,
): Promise<{ full_name: string; language_preference: string; pages_remaining: number | null }> {
  const response = await fetch(`${baseURL}/api/user/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok)
    throw new Error(`profile failed: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as {
    full_name: string;
    language_preference: string;
    pages_remaining: number | null;
  };
}

/** An API answer: its status, body (parsed JSON, else the text) and headers. */
export type ApiAnswer = { status: number; body: unknown; headers: Headers };

/** The parts of a successful conversion answer the tests read. */
export type ConversionAnswer = {
  document_id: string;
  pages_used: number;
  data: { transactions: unknown[] };
};

/** Uploads PDF bytes as the multipart `file` field to a conversion route. */
export async function postPdf(
  url: string,
  bytes: Uint8Array,
  filename: string,
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const form = new FormData();
  // A copy: Blob takes only bytes over a plain ArrayBuffer.
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), filename);
  const response = await fetch(url, { method: 'POST', headers, body: form });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text itself is the answer.
  }
  return { status: response.status, body, headers: response.headers };
}

/** Converts a sample through POST /api/process-pdf, so it lands in the user's Document Library; returns the answer. */
export async function convertViaApi(
  baseURL: string,
  token: string,
  sample: Sample,
): Promise<ConversionAnswer> {
  const answer = await postPdf(
    `${baseURL}/api/process-pdf`,
    await readFile(sample.path),
    sample.filename,
    { authorization: `Bearer ${token}` },
  );
  if (answer.status !== 200) {
    throw new Error(
      `conversion of ${sample.filename} failed: HTTP ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body as ConversionAnswer;
}

/** Stores a token the way the app does after login (localStorage `auth_token`), then opens `path`. */
export async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  await page.goto(path);
}
