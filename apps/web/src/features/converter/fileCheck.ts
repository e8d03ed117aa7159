import { MAX_UPLOAD_BYTES } from '@statemint/contracts';
import { CONVERTER_TEXTS } from './texts.ts';

/** The only accepted upload type (spec section 5). */
export const PDF_MIME_TYPE = 'application/pdf';

/** The upload checks of spec section 5: the message of the first failing check, or null. */
export function checkUpload(file: { type: string; size: number }): string | null {
  if (file.type !== PDF_MIME_TYPE) return CONVERTER_TEXTS.errors.pdfOnly;
  if (file.size > MAX_UPLOAD_BYTES) return CONVERTER_TEXTS.errors.fileTooLarge;
  return null;
}
