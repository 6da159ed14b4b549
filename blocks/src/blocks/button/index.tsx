/**
 * Button block: a link (or, without a URL, an action button) styled primary,
 * secondary or default, aligned per breakpoint, optionally shown as an image, and
 * marked active per activeState.ts. The active state is recomputed after hydration
 * on navigation and hash changes.
 */
import type { MouseEvent } from 'react';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { blockFields } from '../../schema/fields.ts';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';
import { linkAttributes } from '../../links/linkAttributes.ts';
import { firstImageUrl } from '../../media/imageUrl.ts';
import { ResponsiveImage } from '../../media/ResponsiveImage.tsx';
import { useCurrentLocation } from '../../location/useCurrentLocation.ts';
import { isButtonActive } from './activeState.ts';

const fields = blockFields('button');

const BASE = 'inline-flex items-center justify-center gap-2 rounded px-6 py-3 font-semibold transition-colors';

const TYPE_CLASSES: Record<string, { idle: string; active: string }> = {
  primary: { idle: 'bg-primary-500 text-white hover:bg-primary-600', active: 'bg-primary-700 text-white' },
  secondary: { idle: 'bg-secondary-500 text-white hover:bg-secondary-600', active: 'bg-secondary-700 text-white' },
  default: {
    idle: 'border border-gray-300 bg-white text-dark hover:bg-gray-50',
    active: 'border border-gray-500 bg-gray-100 text-dark',
  },
};

/** Name of the window event an action button (no URL, click_event_identifier set) dispatches. */
export const CLICK_EVENT = 'wm:click';

function pixels(value: string): number | undefined {
  return /^\d{1,4}$/.test(value.trim()) ? Number(value) : undefined;
}

function ButtonBlock({ props }: BlockProps<'button'>) {
  const location = useCurrentLocation();
  const active = isButtonActive(props.url, location, props.default_active_state === '1');
  const image = firstImageUrl(props.image_url);
  const link = linkAttributes(props.url, props.target, props.rel);
  const look = TYPE_CLASSES[props.type] ?? TYPE_CLASSES.primary;
  const className = image
    ? joinClasses('inline-block', active && 'wm-button-active')
    : joinClasses(BASE, active ? look.active : look.idle, active && 'wm-button-active');
  const content = image ? (
    <ResponsiveImage
      src={image}
      alt={props.alt || props.title}
      width={pixels(props.width)}
      height={pixels(props.height)}
      className={fieldClass(fields, 'radius', props.radius) || undefined}
    />
  ) : (
    props.title
  );
  const wrapper = joinClasses('flex', fieldClass(fields, 'mobile_align', props.mobile_align), fieldClass(fields, 'align', props.align));
  const onAction = (event: MouseEvent<HTMLButtonElement>) => {
    event.currentTarget.dispatchEvent(
      new CustomEvent(CLICK_EVENT, { bubbles: true, detail: { identifier: props.click_event_identifier } }),
    );
  };
  return (
    <div id={props.button_div_id || undefined} className={wrapper}>
      {link.href ? (
        <a {...link} className={className} aria-current={active ? 'true' : undefined}>
          {content}
        </a>
      ) : (
        <button type="button" className={className} onClick={onAction} data-click-event={props.click_event_identifier || undefined}>
          {content}
        </button>
      )}
    </div>
  );
}

export default defineBlock({ type: 'button', render: ButtonBlock });
