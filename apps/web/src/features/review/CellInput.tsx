import { useState } from 'react';

type CellInputProps = {
  label: string;
  placeholder?: string;
  /** Always drawn as a field (the balances), rather than only on hover like a table cell. */
  boxed?: boolean;
  /** The value as the document holds it, formatted for typing. */
  value: string;
  /** Applies the typed text to the document; false when it is not (yet) a valid value, kept as a draft. */
  apply: (text: string) => boolean;
  onCommit: () => void;
  className?: string;
  inputMode?: 'decimal' | 'text';
  type?: 'text' | 'date';
};

/**
 * A cell typed into: each keystroke that makes a valid value goes to the document at once (so the balance
 * check follows the typing), while text that is not yet valid ("12.", "-") stays in the cell.
 */
export function CellInput({
  label,
  placeholder,
  boxed = false,
  value,
  apply,
  onCommit,
  className = '',
  inputMode = 'text',
  type = 'text',
}: CellInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const shown = draft ?? value;
  return (
    <input
      type={type}
      aria-label={label}
      placeholder={placeholder}
      aria-invalid={invalid || undefined}
      inputMode={inputMode}
      value={shown}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        setInvalid(!apply(text));
      }}
      onBlur={() => {
        setDraft(null);
        setInvalid(false);
        onCommit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') {
          setDraft(null);
          setInvalid(false);
        }
      }}
      className={`w-full min-w-0 rounded border px-1.5 py-1 text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-emerald-700/40 ${
        invalid
          ? 'border-red-500 bg-red-50'
          : boxed
            ? 'border-slate-300 bg-white'
            : 'border-transparent bg-transparent hover:border-slate-300'
      } ${className}`}
    />
  );
}
