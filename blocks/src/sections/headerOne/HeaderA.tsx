/**
 * Header A, shared by headerOne, headerOneText (the text block shown by default) and
 * headerOneSearch (with a search box): logo, optional text block, main menu (desktop
 * dropdowns, mobile overlay), phone and chat links, the cart link (webshop projects); with fixed_element '1' it is
 * wrapped in the sticky header wrapper.
 */
import type { ReactNode } from 'react';
import type { HeaderOneMeta } from '@site/shared-schema';
import { ChatLink, PhoneLink } from '../../contact/ContactLinks.tsx';
import { useCurrentLocation } from '../../location/useCurrentLocation.ts';
import { Logo } from '../../logo/Logo.tsx';
import { SiteDesktopMenu } from '../../menu/DesktopMenu.tsx';
import { SiteMobileMenu } from '../../menu/MobileMenu.tsx';
import { menuItems } from '../../menu/menuItems.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { sectionFields } from '../../schema/fields.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import type { Section } from '../../site/types.ts';
import { SiteStickyHeader } from '../../sticky/StickyHeader.tsx';
import { SiteCartLink } from '../../webshop/cart/CartLink.tsx';
import { fieldClass, joinClasses } from '../../style/fieldClasses.ts';
import { logoHeightClass } from '../../logo/logoHeight.ts';

export interface HeaderAProps {
  section: Section;
  /** Meta of headerOne, headerOneText or headerOneSearch (the same field set). */
  meta: Required<HeaderOneMeta>;
  /** Shown between the logo and the menu (the search box of headerOneSearch). */
  search?: ReactNode;
}

export function HeaderA({ section, meta, search }: HeaderAProps) {
  const { menus } = useSite();
  const { path } = useCurrentLocation();
  const fields = sectionFields(section.template);
  const items = menuItems(menus, meta.main_menu_menu);
  const fixed = meta.fixed_element === '1';
  const menuDirectly = meta.mobile_showmenudirectly === '1';
  const logoHeight = logoHeightClass(fields, meta);
  // The source order is the phone's, as painted: logo, text, links and buttons, then the
  // search box on a line of its own. From md on the search box sits right after the logo.
  const afterSearch = search ? 'md:order-last' : undefined;
  return (
    <SiteStickyHeader enabled={fixed}>
      <SectionFrame
        as="header"
        section={section}
        meta={meta}
        // A fixed header needs a background of its own to stay readable over the page.
        className={joinClasses('relative z-30', fixed && !meta.section_bg_color && 'bg-white')}
        containerClassName="relative"
      >
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Logo
            image={meta.logo_image}
            title={meta.logo_title}
            alt={meta.logo_alt}
            heightClass={logoHeight}
            customClass={meta.logo_custom_class}
            fullWidthOnMobile={meta.mobile_fullwidth_logo === '1'}
          />
          {meta.show_text_header === '1' ? (
            <RichText
              value={meta.content}
              field="content"
              className={joinClasses(
                meta.show_content_next_to_mobile_button === '1' ? 'wm-header-text' : 'wm-header-text hidden md:block',
                afterSearch,
              )}
            />
          ) : null}
          <div className={joinClasses('flex items-center gap-4 md:gap-6', afterSearch)}>
            <SiteDesktopMenu
              items={items}
              currentPath={path}
              className={menuDirectly ? 'block' : 'hidden md:block'}
              fontSizeClass={fieldClass(fields, 'menu_fontsize', meta.menu_fontsize)}
            />
            <PhoneLink number={meta.mobilenumber} link={meta.mobilenumber_link} className={meta.mobilenumber_font === '1' ? 'font-primary' : undefined} />
            <ChatLink number={meta.whatsappnumber} />
            <SiteCartLink />
            {menuDirectly ? null : (
              <SiteMobileMenu items={items} currentPath={path} showLabel={meta.mobile_menulabel === '1'} className="md:hidden" />
            )}
          </div>
          {search ? <div className="w-full md:w-auto md:max-w-md md:flex-1">{search}</div> : null}
        </div>
      </SectionFrame>
    </SiteStickyHeader>
  );
}
