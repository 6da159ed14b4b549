/** Password login section: the explanation text and the password form (PasswordForm). */
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { PasswordForm } from './PasswordForm.tsx';

function PasswordLoginSection({ section, meta }: SectionProps<'passwordLogin'>) {
  return (
    <SectionFrame section={section} meta={meta}>
      <div className="mx-auto max-w-xl">
        <RichText value={meta.content} />
        <PasswordForm />
      </div>
    </SectionFrame>
  );
}

export default defineSection({ id: 'passwordLogin', render: PasswordLoginSection });
