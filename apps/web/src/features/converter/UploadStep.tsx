import { useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { ui } from '../../components/ui.ts';
import { PAGES_TEXTS } from './pages/texts.ts';
import type { UploadNotice } from './useConverter.ts';
import { PDF_MIME_TYPE } from './fileCheck.ts';
import { CONVERTER_TEXTS } from './texts.ts';

const T = CONVERTER_TEXTS.upload;

type UploadStepProps = {
  onFile: (file: File) => void;
  /** The last file was refused; the toast says why, the zone turns red. */
  rejected: boolean;
  busy: boolean;
  /** Why the last file was not uploaded, with Upgrade or Sign up (issue 10). */
  notice?: UploadNotice | null;
};

/** Drag-and-drop zone plus Browse Files (spec section 2). */
export function UploadStep({ onFile, rejected, busy, notice = null }: UploadStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) onFile(file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) pick(event.dataTransfer.files);
  };

  return (
    <div>
      <h2 className="sr-only">{T.heading}</h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!dragging) setDragging(true);
        }}
        onDragLeave={(event) => {
          // Moving over the zone's own children fires dragleave too; only leaving the zone counts.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={`flex flex-col items-center justify-center rounded-2xl border-2 border-dashed px-6 py-12 text-center transition-colors sm:py-16 ${
          dragging
            ? 'border-emerald-700 bg-emerald-50'
            : rejected
              ? 'border-red-400 bg-red-50/40'
              : 'border-slate-300 bg-slate-50'
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-12 w-12 text-emerald-700"
          fill="none"
          stroke="currentColor"
          aria-hidden="true"
        >
          <path
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8l-5-5zM14 3v5h5M12 17v-6m0 0l-2.5 2.5M12 11l2.5 2.5"
          />
        </svg>
        <p className="mt-4 text-base font-semibold text-slate-900">
          {dragging ? T.dropActive : T.drop}
        </p>
        <p className="my-2 text-sm text-slate-600">{T.or}</p>
        <button
          type="button"
          className={ui.buttonPrimary}
          disabled={busy}
          onClick={() => inputRef.current?.click()}
        >
          {T.browse}
        </button>
        <input
          ref={inputRef}
          type="file"
          accept={`${PDF_MIME_TYPE},.pdf`}
          className="hidden"
          tabIndex={-1}
          onChange={(event) => {
            pick(event.target.files);
            // Choosing the same file again after an error must fire change again.
            event.target.value = '';
          }}
        />
        {busy && (
          <p role="status" className="mt-3 text-sm font-medium text-slate-800">
            {PAGES_TEXTS.reading}
          </p>
        )}
        <p className="mt-4 text-sm text-slate-600">{T.hint}</p>
        <p className="mt-1 text-xs text-slate-600">{T.unsupported}</p>
      </div>
      {notice && (
        <div
          role="alert"
          className="mt-4 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{notice.text}</p>
          <Link
            to={notice.action === 'upgrade' ? '/pricing' : '/signup'}
            className={`${ui.buttonPrimary} shrink-0`}
          >
            {notice.action === 'upgrade' ? PAGES_TEXTS.card.upgrade : PAGES_TEXTS.card.signUp}
          </Link>
        </div>
      )}
    </div>
  );
}
