import type { ProcessResponse, Statement } from '@statemint/contracts';
import { INVALID_RESPONSE, type ApiResult } from '../../api/client.ts';
import { CONVERTER_TEXTS } from './texts.ts';

const E = CONVERTER_TEXTS.errors;

export type ConversionOutcome =
  | {
      ok: true;
      data: Statement;
      pagesUsed: number;
      documentId: string | null;
      claimToken: string | null;
    }
  | { ok: false; message: string };

/** Reads a conversion answer as spec section 8 describes it; the client has parsed it with its contract. */
export function conversionOutcome(result: ApiResult<ProcessResponse>): ConversionOutcome {
  if (!result.ok) {
    // A dropped connection has no detail to show; the spec's toast fallback fits it best.
    if (result.network) return { ok: false, message: E.toastFallback };
    if (result.code === INVALID_RESPONSE) return { ok: false, message: E.invalidResponse };
    return { ok: false, message: result.detail ?? E.processFailed };
  }
  const body = result.data;
  if (!body.success) return { ok: false, message: E.invalidResponse };
  // Either name may appear (spec section 3).
  const pagesUsed = body.pages_used ?? body.pages_processed ?? body.data.pages;
  return {
    ok: true,
    data: body.data,
    pagesUsed,
    documentId: body.document_id ?? null,
    claimToken: body.claim_token ?? null,
  };
}

/** The toast text of a failed conversion, with the spec's fallback for an empty message. */
export function failureToast(message: string): string {
  return message.trim() ? message : E.toastFallback;
}

export type ConverterStep = 'upload' | 'processing' | 'results' | 'error';

export type ConverterState = {
  step: ConverterStep;
  file: File | null;
  /** The file's name; also set for a result restored from this browser, which has no File. */
  fileName: string;
  data: Statement | null;
  message: string | null;
  pagesUsed: number | null;
  anonymous: boolean;
  documentId: string | null;
  /** An anonymous result's one-time claim token (issue 10). */
  claimToken: string | null;
  /** The result was restored from this browser after a reload. */
  restored: boolean;
};

export type ConverterAction =
  | { type: 'start'; file: File; anonymous: boolean }
  | {
      type: 'succeed';
      data: Statement;
      pagesUsed: number;
      documentId: string | null;
      claimToken?: string | null;
    }
  | {
      type: 'restore';
      data: Statement;
      fileName: string;
      pagesUsed: number | null;
      claimToken: string | null;
    }
  | { type: 'fail'; message: string; file?: File }
  | { type: 'reset' };

export const INITIAL_CONVERTER_STATE: ConverterState = {
  step: 'upload',
  file: null,
  fileName: '',
  data: null,
  message: null,
  pagesUsed: null,
  anonymous: false,
  documentId: null,
  claimToken: null,
  restored: false,
};

/** The converter's transitions (spec section 4). */
export function converterReducer(state: ConverterState, action: ConverterAction): ConverterState {
  switch (action.type) {
    case 'start':
      return {
        ...INITIAL_CONVERTER_STATE,
        step: 'processing',
        file: action.file,
        fileName: action.file.name,
        anonymous: action.anonymous,
      };
    case 'succeed':
      if (state.step !== 'processing') return state;
      return {
        ...state,
        step: 'results',
        data: action.data,
        pagesUsed: action.pagesUsed,
        documentId: action.documentId,
        claimToken: action.claimToken ?? null,
        message: null,
      };
    case 'restore':
      // Only onto an empty converter: a file chosen meanwhile wins over the kept result.
      if (state.step !== 'upload') return state;
      return {
        ...INITIAL_CONVERTER_STATE,
        step: 'results',
        fileName: action.fileName,
        data: action.data,
        pagesUsed: action.pagesUsed,
        anonymous: true,
        claimToken: action.claimToken,
        restored: true,
      };
    case 'fail': {
      const file = action.file ?? state.file;
      return {
        ...state,
        step: 'error',
        file,
        fileName: file?.name ?? state.fileName,
        message: action.message,
      };
    }
    case 'reset':
      return INITIAL_CONVERTER_STATE;
  }
}

/** Whether the error step offers 'Upgrade Plan' (spec section 2). */
export function showsUpgrade(message: string | null): boolean {
  return message !== null && message.includes(CONVERTER_TEXTS.error.insufficientMarker);
}
