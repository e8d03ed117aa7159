/** Shared Tailwind class sets, so every screen looks the same. */
const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const ui = {
  buttonPrimary: `${buttonBase} bg-emerald-700 text-white shadow-sm hover:bg-emerald-800`,
  buttonSecondary: `${buttonBase} border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50`,
  buttonDanger: `${buttonBase} bg-red-700 text-white shadow-sm hover:bg-red-800`,
  buttonGhost: `${buttonBase} text-slate-700 hover:bg-slate-100`,
  input:
    'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-emerald-700 focus:outline-none focus:ring-2 focus:ring-emerald-700/30 disabled:bg-slate-100 disabled:text-slate-600',
  label: 'mb-1.5 block text-sm font-medium text-slate-800',
  card: 'rounded-2xl border border-slate-200 bg-white shadow-sm',
  pageTitle: 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl',
  container: 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8',
  link: 'font-medium text-emerald-800 underline-offset-2 hover:underline',
} as const;
