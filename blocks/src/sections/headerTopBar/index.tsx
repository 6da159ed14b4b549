/**
 * Top header menu: a slim bar with a right-aligned row of links (the top-level entries
 * of the chosen menu; without one, 'Inloggen' and 'Contact', both linking to '/'),
 * a bottom border in section_border_color and no padding by default.
 */
import { useCurrentLocation } from '../../location/useCurrentLocation.ts';
import { MenuEntry } from '../../menu/MenuEntry.tsx';
import { menuItems } from '../../menu/menuItems.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { sectionFields } from '../../schema/fields.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import type { MenuItem } from '../../site/types.ts';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';

const fields = sectionFields('headerTopBar');

export const TOP_BAR_PLACEHOLDER_ITEMS: readonly MenuItem[] = Object.freeze([
  { id: 'placeholder-login', label: 'Inloggen', link: '/', type: 'default', items: [] },
  { id: 'placeholder-contact', label: 'Contact', link: '/', type: 'default', items: [] },
]);

function HeaderTopBar({ section, meta }: SectionProps<'headerTopBar'>) {
  const { menus } = useSite();
  const { path } = useCurrentLocation();
  const items = menuItems(menus, meta.header_top_menu_menu, TOP_BAR_PLACEHOLDER_ITEMS);
  return (
    <SectionFrame
      as="div"
      section={section}
      meta={meta}
      // The bar is slim on phones too: only the horizontal mobile padding.
      mobilePaddingClassName="px-4"
      className={joinClasses('wm-top-bar border-b', fieldClass(fields, 'section_border_color', meta.section_border_color))}
    >
      <nav aria-label="Topmenu">
        <ul className={joinClasses('flex flex-wrap items-center justify-end gap-x-6 gap-y-1 py-2', fieldClass(fields, 'font_size', meta.font_size))}>
          {items.map((item, index) => (
            <li key={item.id ?? index}>
              <MenuEntry item={item} currentPath={path} />
            </li>
          ))}
        </ul>
      </nav>
    </SectionFrame>
  );
}

export default defineSection({ id: 'headerTopBar', render: HeaderTopBar });
