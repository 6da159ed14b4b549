/** Simple header: only the logo (linking to '/'), centred. */
import { Logo } from '../../logo/Logo.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { sectionFields } from '../../schema/fields.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';

const fields = sectionFields('headerLogoMiddle');

function HeaderLogoMiddle({ section, meta }: SectionProps<'headerLogoMiddle'>) {
  return (
    <SectionFrame as="header" section={section} meta={meta}>
      <div className="flex justify-center">
        <Logo
          image={meta.logo_image}
          title={meta.logo_title}
          alt={meta.logo_alt}
          heightClass={joinClasses(
            fieldClass(fields, 'logo_height_mobile', meta.logo_height_mobile),
            fieldClass(fields, 'logo_height', meta.logo_height),
          )}
          customClass={meta.logo_custom_class}
        />
      </div>
    </SectionFrame>
  );
}

export default defineSection({ id: 'headerLogoMiddle', render: HeaderLogoMiddle });
