/** A spinning ring; decorative unless a label is given. */
export function Spinner({ label, className = 'h-8 w-8' }: { label?: string; className?: string }) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={`inline-block animate-spin rounded-full border-4 border-emerald-200 border-t-emerald-700 ${className}`}
    />
  );
}

/** The centred spinner guarded routes and lazy pages show while loading (spec section 2). */
export function PageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner label="Loading" className="h-10 w-10" />
    </div>
  );
}
