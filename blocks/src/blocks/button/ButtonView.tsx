/**
 * What the button block shows, from props the block computed on the server (classes
 * included, so this module needs no schema): a link, or without a URL an action button
 * that dispatches CLICK_EVENT, marked active per activeState.ts. As an island
 * (index.tsx decides when one is needed) it follows the hash after hydration.
 */
import type { MouseEvent } from 'react';
import type { LinkAttributes } from '../../links/linkAttributes.ts';
import { useCurrentLocation } from '../../location/useCurrentLocation.ts';
import { joinClasses } from '../../style/fieldClasses.ts';
import { isButtonActive } from './activeState.ts';
import { ResponsiveImage } from '../../media/ResponsiveImage.tsx';

/** Name of the window event an action button (no URL, click_event_identifier set) dispatches. */
export const CLICK_EVENT = 'wm:click';

export interface ButtonImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  className?: string;
}

export interface ButtonViewProps {
  /** The stored URL, for the active state. */
  url: string;
  defaultActive: boolean;
  link: LinkAttributes;
  /** Classes of the wrapper (alignment) and its id. */
  wrapperClass: string;
  wrapperId?: string;
  /** Classes of the button when idle and when active. */
  idleClass: string;
  activeClass: string;
  title: string;
  image?: ButtonImage;
  clickEvent?: string;
}

export function ButtonView({ url, defaultActive, link, wrapperClass, wrapperId, idleClass, activeClass, title, image, clickEvent }: ButtonViewProps) {
  const location = useCurrentLocation();
  const active = isButtonActive(url, location, defaultActive);
  const className = joinClasses(active ? activeClass : idleClass, active && 'wm-button-active');
  const content = image ? (
    <ResponsiveImage src={image.src} alt={image.alt} width={image.width} height={image.height} className={image.className} />
  ) : (
    title
  );
  const onAction = (event: MouseEvent<HTMLButtonElement>) => {
    event.currentTarget.dispatchEvent(new CustomEvent(CLICK_EVENT, { bubbles: true, detail: { identifier: clickEvent } }));
  };
  return (
    <div id={wrapperId} className={wrapperClass}>
      {link.href ? (
        <a {...link} className={className} aria-current={active ? 'true' : undefined}>
          {content}
        </a>
      ) : (
        <button type="button" className={className} onClick={onAction} data-click-event={clickEvent}>
          {content}
        </button>
      )}
    </div>
  );
}
