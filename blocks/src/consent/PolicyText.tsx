/** A consent explanation followed, when the project has one, by a link to its cookie policy. */
export interface PolicyTextProps {
  text: string;
  policyUrl?: string;
  policyLabel: string;
  className?: string;
}

export function PolicyText({ text, policyUrl, policyLabel, className }: PolicyTextProps) {
  return (
    <p className={className}>
      {text}
      {policyUrl ? (
        <>
          {' '}
          <a href={policyUrl} className="underline">
            {policyLabel}
          </a>
        </>
      ) : null}
    </p>
  );
}
