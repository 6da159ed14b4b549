/**
 * Button block: a link (or, without a URL, an action button) styled primary,
 * secondary or default, aligned per breakpoint, optionally shown as an image, and
 * marked active per activeState.ts (ButtonView.tsx). Classes are computed here, on the
 * server. Only two kinds need the browser and become islands: a link whose active
 * state depends on the URL hash (hydrates at load, so it is right at once) and an
 * action button dispatching its click event (hydrates on interaction, the click is
 * replayed). Every other button is plain server HTML.
 */
import { Island } from '../../islands/Island.tsx';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { blockFields } from '../../schema/fields.ts';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';
import { linkAttributes } from '../../links/linkAttributes.ts';
import { firstImageUrl } from '../../media/imageUrl.ts';
import { dependsOnHash } from './activeState.ts';
import { ButtonView, type ButtonViewProps } from './ButtonView.tsx';

export { CLICK_EVENT } from './ButtonView.tsx';

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

function pixels(value: string): number | undefined {
  return /^\d{1,4}$/.test(value.trim()) ? Number(value) : undefined;
}

/** The view's props, plain JSON (they travel to the browser for an island). */
function viewProps(props: BlockProps<'button'>['props']): ButtonViewProps {
  const src = firstImageUrl(props.image_url);
  const look = TYPE_CLASSES[props.type] ?? TYPE_CLASSES.primary;
  const view: ButtonViewProps = {
    url: typeof props.url === 'string' ? props.url : '',
    defaultActive: props.default_active_state === '1',
    link: linkAttributes(props.url, props.target, props.rel),
    wrapperClass: joinClasses('flex', fieldClass(fields, 'mobile_align', props.mobile_align), fieldClass(fields, 'align', props.align)),
    idleClass: src ? 'inline-block' : joinClasses(BASE, look.idle),
    activeClass: src ? 'inline-block' : joinClasses(BASE, look.active),
    title: props.title,
  };
  if (props.button_div_id) view.wrapperId = props.button_div_id;
  if (props.click_event_identifier) view.clickEvent = props.click_event_identifier;
  if (src) {
    view.image = { src, alt: props.alt || props.title };
    const width = pixels(props.width);
    const height = pixels(props.height);
    const radius = fieldClass(fields, 'radius', props.radius);
    if (width !== undefined) view.image.width = width;
    if (height !== undefined) view.image.height = height;
    if (radius) view.image.className = radius;
  }
  return view;
}

function ButtonBlock({ props }: BlockProps<'button'>) {
  const view = viewProps(props);
  if (view.link.href && dependsOnHash(view.url)) return <Island name="hashButton" props={view} />;
  if (!view.link.href && view.clickEvent) return <Island name="actionButton" props={view} />;
  return <ButtonView {...view} />;
}

export default defineBlock({ type: 'button', render: ButtonBlock });
