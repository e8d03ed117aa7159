import { useId, useState, type ReactNode } from 'react';
import { AUTH_TEXTS } from '../features/auth/texts.ts';
import { ui } from './ui.ts';

type PasswordFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
  describedBy?: string;
  children?: ReactNode;
};

/** A labelled password input with a show/hide toggle. */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  disabled,
  describedBy,
  children,
}: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-describedby={describedBy}
          className={`${ui.input} pr-16`}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          disabled={disabled}
          aria-controls={id}
          className="absolute inset-y-1 right-1 rounded-md px-3 text-xs font-semibold text-slate-700 hover:bg-slate-100"
        >
          {visible ? AUTH_TEXTS.hide : AUTH_TEXTS.show}
        </button>
      </div>
      {children}
    </div>
  );
}
