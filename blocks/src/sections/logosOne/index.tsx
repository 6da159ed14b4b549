/**
 * Partner logo strip: up to 40 logos in a wrapping row, optionally centred and in
 * greyscale, each logo as high as logo_height. Without logos visitors see nothing;
 * editors see a notice.
 */
import { imageFiles } from '../../media/imageUrl.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { sectionFields } from '../../schema/fields.ts';
import { maxFiles } from '../../schema/values.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';

const fields = sectionFields('logosOne');

function LogosOne({ section, meta }: SectionProps<'logosOne'>) {
  const logos = imageFiles(meta.logo_image).slice(0, maxFiles(fields, 'logo_image'));
  if (logos.length === 0) return <EditorNotice>Er zijn nog geen logo's toegevoegd aan deze logostrook.</EditorNotice>;
  const row = joinClasses('flex flex-wrap items-center gap-x-10 gap-y-6', fieldClass(fields, 'centered', meta.centered));
  const image = joinClasses(
    'w-auto max-w-full object-contain',
    fieldClass(fields, 'logo_height', meta.logo_height),
    fieldClass(fields, 'grayscale', meta.grayscale),
  );
  return (
    <SectionFrame section={section} meta={meta}>
      <ul className={row}>
        {logos.map(({ url, name }, index) => (
          <li key={`${index}-${url}`}>
            <img src={url} alt={name || `Logo ${index + 1}`} loading="lazy" decoding="async" className={image} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export default defineSection({ id: 'logosOne', render: LogosOne });
