import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { ui } from './ui.ts';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> & {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  hint?: ReactNode;
};

/** A labelled text input with an optional hint under it. */
export function TextField({ label, value, onChange, hint, className, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        aria-describedby={hint ? hintId : undefined}
        className={ui.input}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
