import * as z from 'zod/mini';
import { ProfileUpdateRequest, type Language } from '@statemint/contracts';

export type ProfileUpdate =
  { ok: true; body: z.output<typeof ProfileUpdateRequest> } | { ok: false; message: string };

/** The profile save under the server's own contract: the trimmed body, or the first rule's message. */
export function profileUpdate(fullName: string, language: Language): ProfileUpdate {
  const parsed = z.safeParse(ProfileUpdateRequest, {
    full_name: fullName,
    language_preference: language,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
}
