import { api } from '../../../api/endpoints.ts';
import { clearLastResult, loadLastResult, type KeyValueStore } from './lastResult.ts';

export type ClaimOutcome =
  | { kind: 'none' }
  | { kind: 'claimed'; documentId: string }
  | { kind: 'gone'; detail: string }
  | { kind: 'retry' };

type ClaimCall = typeof api.claimDocument;

/**
 * After a sign-up or sign-in: when this browser keeps a result whose visitor asked to keep it, hands its
 * one-time token to the server, which adds the result to the account's library. A token the server no
 * longer knows (used, or older than a day) drops the request; a network failure keeps it for next time.
 */
export async function claimKeptResult(
  token: string,
  call: ClaimCall = api.claimDocument,
  store?: KeyValueStore,
): Promise<ClaimOutcome> {
  const kept = await loadLastResult(Date.now(), store);
  if (!kept?.keepRequested || kept.claimToken === null) return { kind: 'none' };
  const result = await call(token, kept.claimToken);
  if (result.ok) {
    await clearLastResult(store);
    return { kind: 'claimed', documentId: result.data.document_id };
  }
  if (result.network || result.status >= 500) return { kind: 'retry' };
  if (result.status === 401) return { kind: 'none' };
  await clearLastResult(store);
  return { kind: 'gone', detail: result.detail ?? '' };
}
