import { useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../api/endpoints.ts';
import { useAuth } from '../auth/AuthContext.ts';
import {
  conversionOutcome,
  converterReducer,
  failureToast,
  INITIAL_CONVERTER_STATE,
} from './conversion.ts';
import { checkUpload } from './fileCheck.ts';
import { CONVERTER_TEXTS } from './texts.ts';
import { useKeptResult } from './keep/useKeptResult.ts';
import { useAnonymousQuota } from './useAnonymousQuota.ts';

/** Pages the signed-in pre-check asks for (spec section 5). */
const PRE_CHECK_PAGES = 1;

/** The converter's state machine and the calls behind it (spec sections 2, 4, 5 and 8). */
export function useConverter() {
  const { token, loading: authLoading, isAuthenticated, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const anonymous = useAnonymousQuota(!authLoading && !isAuthenticated);
  const [state, dispatch] = useReducer(converterReducer, INITIAL_CONVERTER_STATE);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const busy = useRef(false);
  const kept = useKeptResult(!authLoading && !isAuthenticated, state, dispatch);

  const fail = (message: string, file?: File) => {
    dispatch({ type: 'fail', message, file });
    toast.error(failureToast(message));
  };

  const preCheck = async (): Promise<string | null> => {
    if (!isAuthenticated || !token) {
      const { status } = await anonymous.ensureStatus();
      return status && !status.can_convert ? CONVERTER_TEXTS.errors.anonymousLimit : null;
    }
    const check = await api.checkPages(token, PRE_CHECK_PAGES);
    if (check.ok) return check.data.can_process ? null : CONVERTER_TEXTS.errors.insufficientPages;
    // A failed check has no result (spec section 8); the server still refuses a real shortfall.
    console.warn('Page check failed', check.status);
    return null;
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
    if (invalid) {
      toast.error(invalid);
      return;
    }
    busy.current = true;
    setChecking(true);
    const refusal = await preCheck();
    setChecking(false);
    if (refusal) {
      busy.current = false;
      fail(refusal, file);
      return;
    }
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
    kept.requestReset();
  };

  return {
    state,
    uploadError,
    checking,
    loading: authLoading,
    anonymousLoading: anonymous.loading,
    anonymousStatus: anonymous.status,
    acceptFile,
    reset,
    confirmReset: kept.confirm,
  };
}
