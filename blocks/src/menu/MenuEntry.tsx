/**
 * One menu entry as a link (or, for item_type 'text', a rich-text block), styled per
 * its style settings and marked active when its link equals the current path.
 */
import type { CSSProperties } from 'react';
import { RichText } from '../richtext/RichText.tsx';
import { isRgbColour, rgbaCss } from '../style/colour.ts';
import { joinClasses } from '../style/fieldClasses.ts';
import type { MenuItem } from '../site/types.ts';
import { isActiveItem, isTextItem, itemClasses, itemHref } from './menuItems.ts';

const LOOKS: Record<string, string> = {
  primary: 'rounded bg-primary-500 px-4 py-2 text-white hover:bg-primary-600',
  secondary: 'rounded bg-secondary-500 px-4 py-2 text-white hover:bg-secondary-600',
};

function textColour(value: string | undefined): { className?: string; style?: CSSProperties } {
  if (!value) return {};
  if (isRgbColour(value)) return { style: { color: rgbaCss(value) } };
  if (!/^[a-z0-9-]+$/.test(value)) return {};
  return { className: value.startsWith('text-') ? value : `text-${value}` };
}

export interface MenuEntryProps {
  item: MenuItem;
  currentPath: string;
  className?: string;
  onNavigate?: () => void;
}

export function MenuEntry({ item, currentPath, className, onNavigate }: MenuEntryProps) {
  if (isTextItem(item)) {
    return <RichText value={item.text} className={joinClasses('wm-menu-text', itemClasses(item), className)} />;
  }
  const active = isActiveItem(item, currentPath);
  const look = LOOKS[item.style?.type ?? ''];
  const colour = textColour(item.style?.text_color);
  return (
    <a
      href={itemHref(item)}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      style={colour.style}
      className={joinClasses(
        'wm-menu-link transition-colors',
        look ?? 'hover:text-primary-500',
        active && 'wm-menu-active font-semibold',
        active && !look && 'text-primary-500',
        colour.className,
        itemClasses(item),
        className,
      )}
    >
      {item.label}
    </a>
  );
}
