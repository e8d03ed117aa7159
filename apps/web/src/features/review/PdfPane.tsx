import { useEffect, useRef, useState } from 'react';
import type * as PdfjsLib from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { SourceBox } from '@statemint/contracts';
import { ui } from '../../components/ui.ts';
import { boxOnPage, fitScale } from './pdfBox.ts';
import { REVIEW_TEXTS } from './texts.ts';

const P = REVIEW_TEXTS.pdf;

type Pdfjs = typeof PdfjsLib;
let pdfjs: Promise<Pdfjs> | null = null;

/** pdf.js and its worker load only when a row is first shown on its page. */
function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return lib;
  });
  return pdfjs;
}

const opened = new WeakMap<File, Promise<PDFDocumentProxy>>();

/** The uploaded file opened once per File (it never leaves the browser again). */
function openPdf(file: File): Promise<PDFDocumentProxy> {
  let doc = opened.get(file);
  if (!doc) {
    doc = Promise.all([loadPdfjs(), file.arrayBuffer()]).then(
      ([lib, bytes]) =>
        // No WebAssembly decoders: the Content-Security-Policy allows no wasm compilation.
        lib.getDocument({ data: new Uint8Array(bytes), useWasm: false }).promise,
    );
    opened.set(file, doc);
  }
  return doc;
}

type PdfPaneProps = { file: File; page: number; box: SourceBox | null; onClose: () => void };

/** The row's PDF page rendered with pdf.js, the row's box highlighted. */
export function PdfPane({ file, page, box, onClose }: PdfPaneProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const markRef = useRef<HTMLDivElement>(null);
  // The page last drawn (or that failed); any other page is still loading.
  const [drawn, setDrawn] = useState<{ file: File; page: number; scale: number | null } | null>(
    null,
  );
  const current = drawn?.file === file && drawn.page === page ? drawn : null;
  const status = current === null ? 'loading' : current.scale === null ? 'failed' : 'ready';
  const scale = current?.scale ?? 1;

  useEffect(() => {
    let cancelled = false;
    let task: { cancel: () => void } | null = null;
    void (async () => {
      try {
        const doc = await openPdf(file);
        const pdfPage = await doc.getPage(Math.min(Math.max(page, 1), doc.numPages));
        const canvas = canvasRef.current;
        const frame = frameRef.current;
        if (cancelled || !canvas || !frame) return;
        const s = fitScale(pdfPage.getViewport({ scale: 1 }).width, frame.clientWidth);
        const viewport = pdfPage.getViewport({ scale: s });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        const render = pdfPage.render({
          canvas,
          viewport,
          ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
        });
        task = render;
        await render.promise;
        if (!cancelled) setDrawn({ file, page, scale: s });
      } catch {
        if (!cancelled) setDrawn({ file, page, scale: null });
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [file, page]);

  // The row's box is brought to the middle of the pane by scrolling the pane only: scrolling the page
  // would pull a phone user away from the row they just tapped (the pane sits below the rows there).
  useEffect(() => {
    const frame = frameRef.current;
    const marked = markRef.current;
    if (status !== 'ready' || !frame || !marked) return;
    const f = frame.getBoundingClientRect();
    const m = marked.getBoundingClientRect();
    frame.scrollTop += m.top - f.top - (f.height - m.height) / 2;
    if (m.left < f.left || m.right > f.right)
      frame.scrollLeft += m.left - f.left - (f.width - m.width) / 2;
  }, [status, box, scale]);

  const mark = box && box.page === page ? boxOnPage(box, scale) : null;
  return (
    <section
      aria-labelledby="pdf-pane-heading"
      className="flex min-h-0 flex-col rounded-xl border border-slate-200 bg-slate-50"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
        <h4 id="pdf-pane-heading" className="text-sm font-semibold text-slate-900">
          {P.heading(page)}
        </h4>
        <button type="button" onClick={onClose} className={`${ui.buttonGhost} px-2 py-1`}>
          {P.close}
        </button>
      </div>
      {status !== 'ready' && (
        <p role="status" className="px-3 py-2 text-sm text-slate-700">
          {status === 'failed' ? P.failed : P.loading}
        </p>
      )}
      {status === 'ready' && !mark && <p className="px-3 py-2 text-xs text-slate-700">{P.noBox}</p>}
      <div
        ref={frameRef}
        // Scrollable by keyboard too: a page wider or taller than the pane.
        tabIndex={0}
        role="group"
        aria-label={P.heading(page)}
        className="max-h-[70vh] min-h-40 overflow-auto p-2"
        data-testid="pdf-page"
      >
        <div className="relative inline-block">
          <canvas
            ref={canvasRef}
            role="img"
            className="block bg-white shadow"
            aria-label={P.heading(page)}
          />
          {status === 'ready' && mark && (
            <div
              ref={markRef}
              data-testid="pdf-row-box"
              aria-hidden="true"
              className="pointer-events-none absolute rounded-sm border-2 border-amber-500 bg-amber-300/30"
              style={{
                left: `${mark.left}px`,
                top: `${mark.top}px`,
                width: `${mark.width}px`,
                height: `${mark.height}px`,
              }}
            />
          )}
        </div>
      </div>
    </section>
  );
}
