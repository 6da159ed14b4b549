/**
 * Slider block: every block in the `items` slot is one slide. Dots and arrows unless
 * disabled, slide or fade animation, optional autoplay, endless looping unless
 * infinite is off. Slides at once: mobile_quantity below 600 px, desktop_quantity
 * from 1190 px (the spec's breakpoints) and in between the larger of
 * mobile_quantity and half of desktop_quantity. Fading shows one slide at a time.
 */
import type { CSSProperties } from 'react';
import { SiteCarousel } from '../../carousel/Carousel.tsx';
import { defineBlock, type BlockProps } from '../../registry/config.ts';
import { BlockView } from '../../render/BlockView.tsx';
import { EditorNotice } from '../../render/EditorNotice.tsx';
import { blockFields } from '../../schema/fields.ts';
import { isOn, parseWholeNumber, wholeNumber } from '../../schema/values.ts';

const fields = blockFields('slider');

/** Spec: the carousel's own autoplay interval when the stored one is unusable. */
export const CAROUSEL_AUTOPLAY_FALLBACK_MS = 3000;

const ELEMENT_ID = /^[A-Za-z][A-Za-z0-9_-]*$/;

// Breakpoints 600 px (literal) and 1190 px (the theme's lg); counts arrive as custom properties.
const SLIDE =
  'px-2 basis-[calc(100%/var(--wm-per-view))] min-[600px]:basis-[calc(100%/var(--wm-per-view-tablet))] lg:basis-[calc(100%/var(--wm-per-view-lg))]';

export function slidesPerView(mobile: number, desktop: number) {
  return { mobile, tablet: Math.max(mobile, Math.ceil(desktop / 2)), desktop };
}

function SliderBlock({ block, props }: BlockProps<'slider'>) {
  const items = block.slots?.items ?? [];
  if (items.length === 0) {
    return <EditorNotice>Deze slider is nog leeg: elk blok dat je in de slider plaatst wordt een dia.</EditorNotice>;
  }
  const fade = props.type_animation === 'fade';
  const count = (key: 'mobile_quantity' | 'desktop_quantity') => (fade ? 1 : Math.max(1, wholeNumber(fields, key, props[key], 1)));
  const perView = slidesPerView(count('mobile_quantity'), count('desktop_quantity'));
  const style = {
    '--wm-per-view': perView.mobile,
    '--wm-per-view-tablet': perView.tablet,
    '--wm-per-view-lg': perView.desktop,
  } as CSSProperties;
  const autoplay = isOn(props.autoplay) ? parseWholeNumber(props.autoplay_speed) || CAROUSEL_AUTOPLAY_FALLBACK_MS : undefined;
  return (
    <SiteCarousel
      id={ELEMENT_ID.test(props.carousel_identifier) ? props.carousel_identifier : undefined}
      label="Slider"
      slides={items.map((item, index) => <BlockView key={item.id ?? index} block={item} />)}
      settings={{
        loop: isOn(props.infinite),
        autoplayMs: autoplay,
        fade,
        transitionMs: wholeNumber(fields, 'transition_speed', props.transition_speed),
        dragThreshold: wholeNumber(fields, 'swipe_distance', props.swipe_distance),
      }}
      dots={!isOn(props.disable_dots)}
      arrows={!isOn(props.disable_arrows)}
      throttleMs={wholeNumber(fields, 'throttle', props.throttle)}
      slideClassName={SLIDE}
      style={style}
    />
  );
}

export default defineBlock({ type: 'slider', render: SliderBlock });
