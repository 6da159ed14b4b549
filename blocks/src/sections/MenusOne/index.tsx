/**
 * A navigation bar with one menu: the desktop bar with dropdowns (aligned left,
 * centre or right) and, below 768 px, the menu toggle with the overlay. With sticky
 * '1' it is wrapped in the sticky header wrapper. Without a chosen menu the
 * placeholder items show.
 */
import { useCurrentLocation } from '../../location/useCurrentLocation.ts';
import { SiteDesktopMenu } from '../../menu/DesktopMenu.tsx';
import { SiteMobileMenu } from '../../menu/MobileMenu.tsx';
import { menuItems } from '../../menu/menuItems.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { sectionFields } from '../../schema/fields.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { SiteStickyHeader } from '../../sticky/StickyHeader.tsx';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';

const fields = sectionFields('MenusOne');

function MenusOne({ section, meta }: SectionProps<'MenusOne'>) {
  const { menus } = useSite();
  const { path } = useCurrentLocation();
  const items = menuItems(menus, meta.main_menu_menu);
  const sticky = meta.sticky === '1';
  const alignment = fieldClass(fields, 'alignment', meta.alignment);
  return (
    <SiteStickyHeader enabled={sticky}>
      <SectionFrame
        section={section}
        meta={meta}
        // A bar, not a content section: on phones as slim as its desktop default (4).
        mobilePaddingClassName="px-4 py-4"
        className={joinClasses('wm-menubar relative z-20', sticky && !meta.section_bg_color && 'bg-white')}
      >
        <div className={joinClasses('hidden md:flex', alignment)}>
          <SiteDesktopMenu items={items} currentPath={path} fontSizeClass={fieldClass(fields, 'menu_fontsize', meta.menu_fontsize)} />
        </div>
        <div className={joinClasses('flex md:hidden', alignment)}>
          <SiteMobileMenu items={items} currentPath={path} showLabel />
        </div>
      </SectionFrame>
    </SiteStickyHeader>
  );
}

export default defineSection({ id: 'MenusOne', render: MenusOne });
