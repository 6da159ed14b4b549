/**
 * Password login section: the explanation text and the password form (PasswordForm):
 * on a public page an island (PasswordFormIsland.tsx), in a whole-page render (editor,
 * tests, the secured page itself) a plain component that swaps the page's sections.
 */
import { Island } from '../../islands/Island.tsx';
import { useIslandRendering } from '../../islands/IslandRendering.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { PasswordForm } from './PasswordForm.tsx';

function SitePasswordForm() {
  return useIslandRendering().collector ? <Island name="passwordForm" /> : <PasswordForm />;
}

function PasswordLoginSection({ section, meta }: SectionProps<'passwordLogin'>) {
  return (
    <SectionFrame section={section} meta={meta}>
      <div className="mx-auto max-w-xl">
        <RichText value={meta.content} field="content" />
        <SitePasswordForm />
      </div>
    </SectionFrame>
  );
}

export default defineSection({ id: 'passwordLogin', render: PasswordLoginSection });
