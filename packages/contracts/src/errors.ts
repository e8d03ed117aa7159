/** Stable codes for input the engine cannot convert; the server maps each to a 4xx. */
export const EXTRACT_ERROR_CODES = [
  'empty_file',
  'not_pdf',
  'encrypted_pdf',
  'no_text_layer',
  'corrupt_pdf',
  'no_transactions',
  'too_complex',
] as const;
export type ExtractErrorCode = (typeof EXTRACT_ERROR_CODES)[number];

/** User-facing messages for each code, shown as the API's `detail` and by the CLI. */
export const EXTRACT_ERROR_MESSAGES = {
  empty_file: 'The file is empty. Please choose a PDF bank statement.',
  not_pdf: 'Please upload a PDF file only.',
  encrypted_pdf:
    'This PDF is password-protected. Password-protected PDFs are not supported; please upload an unlocked copy.',
  no_text_layer:
    'This PDF has no text layer (it looks scanned or image-only). Scanned/image PDFs are not supported.',
  corrupt_pdf: 'This PDF is damaged or incomplete and could not be read.',
  no_transactions: 'No transaction table was found in this PDF. Please upload a bank statement.',
  too_complex: 'This PDF took too long or needed too much memory to process.',
} as const satisfies Record<ExtractErrorCode, string>;

/** An expected failure: a value, never a thrown stack trace. */
export type ExtractError = {
  code: ExtractErrorCode;
  message: string;
};

export function extractError(code: ExtractErrorCode): ExtractError {
  return { code, message: EXTRACT_ERROR_MESSAGES[code] };
}
