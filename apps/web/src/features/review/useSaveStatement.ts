import { useState } from 'react';
import { toast } from 'sonner';
import type { Statement } from '@statemint/contracts';
import { api } from '../../api/endpoints.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { REVIEW_TEXTS } from './texts.ts';

/**
 * "Save changes": PUT the edited Statement as the document's new version, with a toast either way.
 * `dirty` while the Statement differs from what the server holds (the converted one, or the last saved).
 */
export function useSaveStatement(
  documentId: string | undefined,
  original: Statement,
  statement: Statement,
) {
  const { token } = useAuth();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<Statement>(original);
  const run = async () => {
    if (!documentId || !token) return;
    setSaving(true);
    const result = await api.saveStatement(token, documentId, statement);
    setSaving(false);
    if (result.ok) {
      setSaved(statement);
      toast.success(REVIEW_TEXTS.saved);
    } else {
      toast.error(REVIEW_TEXTS.saveFailed(result.detail ?? REVIEW_TEXTS.saveFailedFallback));
    }
  };
  return { saving, dirty: saved !== statement, run: () => void run() };
}
