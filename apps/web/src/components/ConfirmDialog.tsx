import { useEffect, useId, useRef } from 'react';
import { ui } from './ui.ts';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal question in the browser's own `<dialog>`: focus moves into it (to the safe choice) and is trapped
 * there, Escape cancels, and focus returns to where it was when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first button; the safe choice is the one Enter should take.
      safe.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-sm text-slate-700">
        {text}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onConfirm} className={ui.buttonSecondary}>
          {confirmLabel}
        </button>
        <button ref={safe} type="button" onClick={onCancel} className={ui.buttonPrimary}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
