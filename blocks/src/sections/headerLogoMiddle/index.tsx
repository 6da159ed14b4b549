/** Simple header: only the logo (linking to '/'), centred. */
import { Logo } from '../../logo/Logo.tsx';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { sectionFields } from '../../schema/fields.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { logoHeightClass } from '../../logo/logoHeight.ts';

const fields = sectionFields('headerLogoMiddle');

function HeaderLogoMiddle({ section, meta }: SectionProps<'headerLogoMiddle'>) {
  return (
    <SectionFrame as="header" section={section} meta={meta}>
      <div className="flex justify-center">
        <Logo
          image={meta.logo_image}
          title={meta.logo_title}
          alt={meta.logo_alt}
          heightClass={logoHeightClass(fields, meta)}
          customClass={meta.logo_custom_class}
        />
      </div>
    </SectionFrame>
  );
}

export default defineSection({ id: 'headerLogoMiddle', render: HeaderLogoMiddle });
