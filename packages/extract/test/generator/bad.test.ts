import { describe, expect, it } from 'vitest';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ENCRYPTED_USER_PASSWORD, generateBadInput } from './index.ts';
import { openError, readPageTexts } from './pdfText.ts';

describe('generateBadInput', () => {
  it('empty is zero bytes, which pdf.js refuses', async () => {
    const bytes = await generateBadInput('empty');
    expect(bytes.length).toBe(0);
    expect((await openError(bytes))?.name).toBe('InvalidPDFException');
  });

  it('not_pdf is a PNG image without a PDF header', async () => {
    const bytes = await generateBadInput('not_pdf');
    expect(Array.from(bytes.slice(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(Buffer.from(bytes).includes('%PDF-')).toBe(false);
    expect((await openError(bytes))?.name).toBe('InvalidPDFException');
  });

  it('encrypted asks pdf.js for a password, and opens with the right one', async () => {
    const bytes = await generateBadInput('encrypted');
    expect((await openError(bytes))?.name).toBe('PasswordException');
    const pages = await readPageTexts(bytes, ENCRYPTED_USER_PASSWORD);
    expect(pages).toEqual([['Confidential bank statement', 'Opening balance 1,234.56']]);
  });

  it('scanned has pages with an image and no text items', async () => {
    const bytes = await generateBadInput('scanned');
    const pages = await readPageTexts(bytes);
    expect(pages).toEqual([[], []]);
    const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
    const ops = await (await doc.getPage(1)).getOperatorList();
    expect(ops.fnArray).toContain(OPS.paintImageXObject);
    await doc.loadingTask.destroy();
  });

  it('corrupt has a PDF header but pdf.js cannot read it', async () => {
    const bytes = await generateBadInput('corrupt');
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    expect((await openError(bytes))?.name).toBe('InvalidPDFException');
  });

  it('no_transactions is a text letter', async () => {
    const pages = await readPageTexts(await generateBadInput('no_transactions'));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Changes to your account terms');
  });

  it('is deterministic', async () => {
    for (const kind of ['encrypted', 'scanned', 'corrupt', 'no_transactions'] as const) {
      expect(
        Buffer.from(await generateBadInput(kind)).equals(Buffer.from(await generateBadInput(kind))),
      ).toBe(true);
    }
  });
});
