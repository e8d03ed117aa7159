import { useEffect, useState, type Dispatch } from 'react';
import type { Statement } from '@statemint/contracts';
import { DOWNLOAD_EVENT } from '../../../lib/download.ts';
import type { ConverterAction, ConverterState } from '../conversion.ts';
import { clearLastResult, loadLastResult, saveLastResult, updateLastResult } from './lastResult.ts';

/**
 * The anonymous result kept in this browser (issue 10): restored after a reload, saved after a free
 * conversion, marked downloaded when any file is saved from it, and a guard on "Convert Another File".
 */
export function useKeptResult(
  anonymousVisitor: boolean,
  state: ConverterState,
  dispatch: Dispatch<ConverterAction>,
) {
  const [downloaded, setDownloaded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const showingResult = state.step === 'results';

  useEffect(() => {
    if (!anonymousVisitor) return;
    let live = true;
    void loadLastResult().then((kept) => {
      if (!live || !kept) return;
      setDownloaded(kept.downloaded);
      dispatch({
        type: 'restore',
        data: kept.data,
        fileName: kept.fileName,
        pagesUsed: kept.pagesUsed,
        claimToken: kept.claimToken,
      });
    });
    return () => {
      live = false;
    };
  }, [anonymousVisitor, dispatch]);

  useEffect(() => {
    if (!showingResult) return;
    const onDownload = () => {
      setDownloaded(true);
      if (state.anonymous) void updateLastResult({ downloaded: true });
    };
    window.addEventListener(DOWNLOAD_EVENT, onDownload);
    return () => window.removeEventListener(DOWNLOAD_EVENT, onDownload);
  }, [showingResult, state.anonymous]);

  /** Keeps a fresh anonymous result for a day. */
  const remember = (result: {
    data: Statement;
    fileName: string;
    pagesUsed: number;
    claimToken: string | null;
  }) => {
    setDownloaded(false);
    void saveLastResult({
      version: 1,
      savedAt: Date.now(),
      ...result,
      downloaded: false,
      keepRequested: false,
    });
  };

  const discard = () => {
    setConfirming(false);
    setDownloaded(false);
    if (state.anonymous && state.step === 'results') void clearLastResult();
    dispatch({ type: 'reset' });
  };

  /** "Convert Another File": asks first when the result would be lost (anonymous, nothing downloaded). */
  const requestReset = () => {
    if (state.step === 'results' && state.documentId === null && !downloaded) setConfirming(true);
    else discard();
  };

  return {
    remember,
    requestReset,
    confirm: { open: confirming, discard, cancel: () => setConfirming(false) },
  };
}
