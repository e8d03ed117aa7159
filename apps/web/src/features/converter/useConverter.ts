import { useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MESSAGES } from '@statemint/contracts';
import { api } from '../../api/endpoints.ts';
import { useAuth } from '../auth/AuthContext.ts';
import {
  conversionOutcome,
  converterReducer,
  failureToast,
  INITIAL_CONVERTER_STATE,
} from './conversion.ts';
import { checkUpload } from './fileCheck.ts';
import { leftText, pagesLine } from './pages/allowance.ts';
import { countPages, type PageCountResult } from './pages/pageCount.ts';
import { PAGES_TEXTS } from './pages/texts.ts';
import { useAllowance } from './useAllowance.ts';
import { CONVERTER_TEXTS } from './texts.ts';
import { useKeptResult } from './keep/useKeptResult.ts';
import { useAnonymousQuota } from './useAnonymousQuota.ts';

/** Pages the signed-in pre-check asks for when the browser could not count them (spec section 5). */
const PRE_CHECK_PAGES = 1;

/** Why a chosen file was not uploaded, shown under the drop zone with the way on. */
export type UploadNotice = { text: string; action: 'upgrade' | 'signup' };

type Counted = Extract<PageCountResult, { kind: 'counted' }>;

/** The converter's state machine and the calls behind it (spec sections 2, 4, 5 and 8). */
export function useConverter() {
  const { token, loading: authLoading, isAuthenticated, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const anonymous = useAnonymousQuota(!authLoading && !isAuthenticated);
  const [state, dispatch] = useReducer(converterReducer, INITIAL_CONVERTER_STATE);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<UploadNotice | null>(null);
  const [pages, setPages] = useState<string | null>(null);
  const busy = useRef(false);
  const allowance = useAllowance(anonymous);
  const kept = useKeptResult(!authLoading && !isAuthenticated, state, dispatch);

  const fail = (message: string, file?: File) => {
    dispatch({ type: 'fail', message, file });
    toast.error(failureToast(message));
  };

  /** The allowance checks before anything is uploaded, for the file's real page count when known. */
  const preCheck = async (counted: Counted | null): Promise<UploadNotice | null> => {
    if (!isAuthenticated || !token) {
      const { status } = await anonymous.ensureStatus();
      if (!status || status.can_convert) return null;
      const text =
        status.refusal === 'address_cap'
          ? MESSAGES.anonymousAddressCap
          : CONVERTER_TEXTS.errors.anonymousLimit;
      return { text, action: 'signup' };
    }
    const check = await api.checkPages(token, counted?.charged ?? PRE_CHECK_PAGES);
    if (!check.ok) {
      // A failed check has no result (spec section 8); the server still refuses a real shortfall.
      console.warn('Page check failed', check.status);
      return null;
    }
    if (check.data.can_process) return null;
    void refreshUser();
    const insufficient = CONVERTER_TEXTS.errors.insufficientPages;
    return {
      text: counted
        ? `${PAGES_TEXTS.tooMany(counted.pages, counted.charged, leftText(allowance))} ${insufficient}`
        : insufficient,
      action: 'upgrade',
    };
  };

  const convert = async (file: File) => {
    if (isAuthenticated && token) return api.processPdf(file, token);
    const { fingerprint } = await anonymous.ensureStatus();
    return api.anonymousConvert(file, fingerprint);
  };

  const acceptFile = async (file: File) => {
    if (busy.current) return;
    const invalid = checkUpload(file);
    setUploadError(invalid);
    setNotice(null);
    if (invalid) {
      toast.error(invalid);
      return;
    }
    busy.current = true;
    setChecking(true);
    // Nothing is uploaded that cannot be converted: the pages are counted here first.
    const count = await countPages(file);
    const refusal =
      count.kind === 'refused' ? null : await preCheck(count.kind === 'counted' ? count : null);
    setChecking(false);
    if (count.kind === 'refused' || refusal) {
      busy.current = false;
      const message = count.kind === 'refused' ? count.message : (refusal?.text ?? '');
      if (count.kind === 'refused') setUploadError(message);
      setNotice(refusal);
      toast.error(
        refusal?.action === 'upgrade' ? CONVERTER_TEXTS.errors.insufficientPages : message,
      );
      return;
    }
    setPages(count.kind === 'counted' ? pagesLine(count.pages, count.charged, allowance) : null);
    const wasAnonymous = !isAuthenticated;
    dispatch({ type: 'start', file, anonymous: wasAnonymous });
    const outcome = conversionOutcome(await convert(file));
    busy.current = false;
    if (!outcome.ok) {
      fail(outcome.message);
      if (!wasAnonymous) void refreshUser();
      return;
    }
    dispatch({
      type: 'succeed',
      data: outcome.data,
      pagesUsed: outcome.pagesUsed,
      documentId: outcome.documentId,
      claimToken: outcome.claimToken,
    });
    if (wasAnonymous) {
      kept.remember({
        data: outcome.data,
        fileName: file.name,
        pagesUsed: outcome.pagesUsed,
        claimToken: outcome.claimToken,
      });
      anonymous.markUsed();
      toast.success(CONVERTER_TEXTS.toasts.anonymousSuccess);
    } else {
      toast.success(CONVERTER_TEXTS.toasts.success(outcome.pagesUsed));
      void refreshUser();
      void queryClient.invalidateQueries({ queryKey: ['documents'] });
    }
  };

  const reset = () => {
    setUploadError(null);
    setNotice(null);
    kept.requestReset();
  };

  return {
    state,
    uploadError,
    notice,
    pages,
    allowance,
    checking,
    loading: authLoading,
    anonymousLoading: anonymous.loading,
    anonymousStatus: anonymous.status,
    acceptFile,
    reset,
    confirmReset: kept.confirm,
  };
}
