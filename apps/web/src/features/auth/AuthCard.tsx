import type { ReactNode } from 'react';
import { ui } from '../../components/ui.ts';
import { AUTH_TEXTS } from './texts.ts';

/** The centred card the sign-in, sign-up and password pages share. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className={`${ui.card} p-6 sm:p-8`}>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <p className="mt-6 text-center text-sm text-slate-600">{footer}</p>}
    </div>
  );
}

/** The 'or' rule between the Google button and the form. */
export function OrDivider() {
  return (
    <div className="my-5 flex items-center gap-3 text-xs uppercase text-slate-600">
      <span className="h-px flex-1 bg-slate-200" />
      {AUTH_TEXTS.orDivider}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
