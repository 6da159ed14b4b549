/**
 * Review block: the review text as a quotation, then the reviewer: avatar (or the
 * name's initial), name and company. textsize sets the size of the review text.
 */
import { firstImageUrl } from '../../media/imageUrl.ts';
import { ResponsiveImage } from '../../media/ResponsiveImage.tsx';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { blockFields } from '../../schema/fields.ts';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';

const fields = blockFields('review');

function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n|\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function ReviewBlock({ props }: BlockProps<'review'>) {
  const avatar = firstImageUrl(props.url);
  const name = props.name.trim();
  const company = props.company.trim();
  const lines = paragraphs(props.review);
  return (
    <figure className="wm-review flex flex-col gap-4">
      {lines.length > 0 ? (
        <blockquote className={joinClasses('space-y-2 italic', fieldClass(fields, 'textsize', props.textsize))}>
          {lines.map((line, index) => (
            <p key={index}>{index === 0 ? `“${line}` : line}{index === lines.length - 1 ? '”' : ''}</p>
          ))}
        </blockquote>
      ) : null}
      {name || company || avatar ? (
        <figcaption className="flex items-center gap-3">
          {avatar ? (
            <ResponsiveImage src={avatar} alt={name ? `Foto van ${name}` : 'Foto van de reviewer'} sizes="48px" className="h-12 w-12 shrink-0 rounded-full object-cover" />
          ) : name ? (
            <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-500 text-lg font-semibold text-white">
              {name.charAt(0).toUpperCase()}
            </span>
          ) : null}
          <span className="flex flex-col">
            {name ? <span className="font-semibold">{name}</span> : null}
            {company ? <span className="text-sm opacity-75">{company}</span> : null}
          </span>
        </figcaption>
      ) : null}
    </figure>
  );
}

export default defineBlock({ type: 'review', render: ReviewBlock });
