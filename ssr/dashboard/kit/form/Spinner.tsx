/** A small spinning circle; `label` is read out, the circle itself is decoration. */
export function Spinner({ label }: { label?: string }) {
  return (
    <span className="inline-flex items-center gap-2" role={label ? 'status' : undefined}>
      <span aria-hidden="true" className="inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
