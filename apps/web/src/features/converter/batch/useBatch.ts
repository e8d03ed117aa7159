import { useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../api/endpoints.ts';
import { saveBlob } from '../../../lib/download.ts';
import { useAuth } from '../../auth/AuthContext.ts';
import { conversionOutcome } from '../conversion.ts';
import { checkUpload } from '../fileCheck.ts';
import type { Allowance } from '../pages/allowance.ts';
import { countPages } from '../pages/pageCount.ts';
import { CONVERTER_TEXTS } from '../texts.ts';
import { batchZip, combinedWorkbook, type BatchResult } from './downloads.ts';
import { batchReducer, canRetry, chargeOf, newBatch, planOf, type BatchItem } from './queue.ts';
import { BATCH_TEXTS } from './texts.ts';

const ZIP_MIME = 'application/zip';
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A signed-in user's batch (issue 10): every file is checked and its pages counted in the browser first,
 * the whole batch is weighed against the allowance before any upload, then the files convert one at a time,
 * each with its own page check, and a failed one may be retried once.
 */
export function useBatch(allowance: Allowance) {
  const { token, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const [items, dispatch] = useReducer(batchReducer, []);
  const [running, setRunning] = useState(false);
  const [preparing, setPreparing] = useState<'zip' | 'xlsx' | null>(null);
  const generation = useRef(0);

  const start = async (files: readonly File[]) => {
    const run = ++generation.current;
    const batch = newBatch(files);
    dispatch({ type: 'load', items: batch });
    for (const item of batch) {
      if (generation.current !== run) return;
      const invalid = checkUpload(item.file);
      if (invalid) {
        dispatch({ type: 'refused', id: item.id, message: invalid });
        continue;
      }
      const count = await countPages(item.file);
      if (count.kind === 'refused')
        dispatch({ type: 'refused', id: item.id, message: count.message });
      else if (count.kind === 'counted')
        dispatch({ type: 'counted', id: item.id, pages: count.pages, charged: count.charged });
      else dispatch({ type: 'counted', id: item.id, pages: null, charged: null });
    }
  };

  /** One file: its own page check first (nothing is uploaded that would be refused), then the upload. */
  const convertOne = async (item: BatchItem) => {
    if (!token) return;
    dispatch({ type: 'converting', id: item.id });
    const check = await api.checkPages(token, chargeOf(item));
    if (check.ok && !check.data.can_process) {
      dispatch({ type: 'failed', id: item.id, message: CONVERTER_TEXTS.errors.insufficientPages });
      return;
    }
    const outcome = conversionOutcome(await api.processPdf(item.file, token));
    if (outcome.ok) {
      dispatch({
        type: 'done',
        id: item.id,
        statement: outcome.data,
        documentId: outcome.documentId,
      });
    } else {
      dispatch({ type: 'failed', id: item.id, message: outcome.message });
    }
    await refreshUser();
  };

  const settle = () => {
    setRunning(false);
    void queryClient.invalidateQueries({ queryKey: ['documents'] });
  };

  const convertAll = async () => {
    const plan = planOf(items, allowance);
    if (running || !plan.fits) return;
    setRunning(true);
    for (const item of plan.ready) await convertOne(item);
    settle();
  };

  const retry = async (id: number) => {
    const item = items.find((i) => i.id === id);
    if (running || !item || !canRetry(item)) return;
    setRunning(true);
    await convertOne(item);
    settle();
  };

  const results: BatchResult[] = items.flatMap((item) =>
    item.status === 'done' && item.statement
      ? [{ fileName: item.file.name, statement: item.statement }]
      : [],
  );

  const download = async (kind: 'zip' | 'xlsx') => {
    setPreparing(kind);
    try {
      const bytes = kind === 'zip' ? await batchZip(results) : await combinedWorkbook(results);
      saveBlob(
        new Blob([bytes as Uint8Array<ArrayBuffer>], {
          type: kind === 'zip' ? ZIP_MIME : XLSX_MIME,
        }),
        kind === 'zip' ? BATCH_TEXTS.zipName : BATCH_TEXTS.workbookName,
      );
      toast.success(CONVERTER_TEXTS.toasts.downloaded);
    } catch (error) {
      window.alert(
        CONVERTER_TEXTS.alerts.downloadFailed(
          error instanceof Error ? error.message : String(error),
        ),
      );
    } finally {
      setPreparing(null);
    }
  };

  const clear = () => {
    generation.current += 1;
    dispatch({ type: 'load', items: [] });
  };

  return {
    items,
    plan: planOf(items, allowance),
    running,
    preparing,
    results,
    start,
    convertAll,
    retry,
    remove: (id: number) => dispatch({ type: 'remove', id }),
    download,
    clear,
  };
}
