import { useEffect, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { droppedFiles } from '../../lib/droppedFiles.ts';
import { BATCH_TEXTS } from './batch/texts.ts';
import { Link } from 'react-router';
import { ui } from '../../components/ui.ts';
import { useCoarsePointer } from '../../lib/pointer.ts';
import { PAGES_TEXTS } from './pages/texts.ts';
import type { UploadNotice } from './useConverter.ts';
import { PDF_MIME_TYPE } from './fileCheck.ts';
import { CONVERTER_TEXTS } from './texts.ts';

const T = CONVERTER_TEXTS.upload;

type UploadStepProps = {
  /** One file, or several (a multiple choice, a drop or a folder) for a batch. */
  onFiles: (files: File[]) => void;
  /** The last file was refused; the toast says why, the zone turns red. */
  rejected: boolean;
  busy: boolean;
  /** Why the last file was not uploaded, with Upgrade or Sign up (issue 10). */
  notice?: UploadNotice | null;
};

/** Drag-and-drop zone plus Browse Files (spec section 2). */
export function UploadStep({ onFiles, rejected, busy, notice = null }: UploadStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // The spec's drag-and-drop words stay for mouse users; a touch screen cannot drag a file in.
  const touch = useCoarsePointer();

  useEffect(() => {
    // Not in React's types: the browser's folder picker (every file under the chosen folder).
    folderRef.current?.setAttribute('webkitdirectory', '');
  }, []);

  const pick = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (chosen.length > 0) onFiles(chosen);
  };

  /** A folder holds more than statements: only its PDFs are taken, and the screen says how many were not. */
  const takeFolder = (all: File[]) => {
    const pdfs = all.filter((f) => f.type === PDF_MIME_TYPE || /\.pdf$/i.test(f.name));
    if (all.length > pdfs.length) toast.info(BATCH_TEXTS.leftOut(all.length - pdfs.length));
    if (pdfs.length > 0) onFiles(pdfs);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    // The items must be read during the event: the browser empties the DataTransfer right after it.
    void droppedFiles(event.dataTransfer).then(({ files, fromFolder }) => {
      if (fromFolder) takeFolder(files);
      else if (files.length > 0) onFiles(files);
    });
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
          {dragging ? T.dropActive : touch ? T.choose : T.drop}
        </p>
        <p className="my-2 text-sm text-slate-600">{T.or}</p>
        <div className="flex flex-col items-center gap-2 sm:flex-row">
          <button
            type="button"
            className={ui.buttonPrimary}
            disabled={busy}
            onClick={() => inputRef.current?.click()}
          >
            {T.browse}
          </button>
          <button
            type="button"
            className={ui.buttonGhost}
            disabled={busy}
            onClick={() => folderRef.current?.click()}
          >
            {BATCH_TEXTS.folder}
          </button>
        </div>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={`${PDF_MIME_TYPE},.pdf`}
          className="hidden"
          tabIndex={-1}
          onChange={(event) => {
            pick(event.target.files);
            // Choosing the same file again after an error must fire change again.
            event.target.value = '';
          }}
        />
        <input
          ref={folderRef}
          type="file"
          multiple
          className="hidden"
          tabIndex={-1}
          onChange={(event) => {
            takeFolder(Array.from(event.target.files ?? []));
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
