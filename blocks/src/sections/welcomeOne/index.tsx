/**
 * Banner: a title (regular part and bold part, each with its font family), a
 * description, an optional button and, when form_button is '1', a form beside the
 * text. An optional background image covers the section, darkened a little so the
 * (by default white) text stays readable.
 */
import { SiteForm, resolveForm } from '../../forms/SiteForm.tsx';
import { safeUrl } from '../../links/safeUrl.ts';
import { firstImageUrl } from '../../media/imageUrl.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { sectionFields } from '../../schema/fields.ts';
import { pageTitleTag } from '../../section/headingLevel.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { cssUrl } from '../../style/blockStyle.ts';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';

const fields = sectionFields('welcomeOne');

function WelcomeOne({ section, meta }: SectionProps<'welcomeOne'>) {
  const { forms, editable, page } = useSite();
  const Title = pageTitleTag(page, section);
  const background = firstImageUrl(meta.background_image);
  const buttonHref = safeUrl(meta.button_link);
  const showButton = meta.button === '1' && meta.button_title !== '' && buttonHref !== undefined;
  const showForm = meta.form_button === '1' && (editable || resolveForm(forms, meta.form) !== undefined);
  const text = (
    <div className={joinClasses('relative flex flex-col gap-6', !showForm && 'max-w-3xl')}>
      <Title className="text-4xl leading-tight md:text-5xl">
        {meta.title ? <span className={fieldClass(fields, 'title_font_family', meta.title_font_family) || undefined}>{meta.title}</span> : null}
        {meta.title && meta.title_bold ? ' ' : null}
        {meta.title_bold ? (
          <strong className={joinClasses('font-bold', fieldClass(fields, 'title_bold_font_family', meta.title_bold_font_family))}>{meta.title_bold}</strong>
        ) : null}
      </Title>
      {meta.description ? <p className="whitespace-pre-line text-lg opacity-90">{meta.description}</p> : null}
      {showButton ? (
        <div>
          <a href={buttonHref} className="inline-flex items-center justify-center rounded bg-white px-6 py-3 font-semibold text-dark transition-colors hover:bg-gray-100">
            {meta.button_title}
          </a>
        </div>
      ) : null}
    </div>
  );
  return (
    <SectionFrame
      section={section}
      meta={meta}
      className={joinClasses('relative', background && 'overflow-hidden bg-cover bg-center')}
      style={background ? { backgroundImage: cssUrl(background) } : undefined}
    >
      {background ? <div aria-hidden="true" className="absolute inset-0 bg-black/40" /> : null}
      {showForm ? (
        <div className="relative grid grid-cols-1 items-center gap-10 md:grid-cols-2 md:gap-16">
          {text}
          <div className="wm-banner-form rounded-lg bg-white p-6 text-dark shadow-lg md:p-8">
            <SiteForm formKey={meta.form} />
          </div>
        </div>
      ) : (
        text
      )}
    </SectionFrame>
  );
}

export default defineSection({ id: 'welcomeOne', render: WelcomeOne });
