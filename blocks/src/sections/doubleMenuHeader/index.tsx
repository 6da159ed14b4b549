/**
 * Header B: three menus (main, second, third) with one level of sub-items, login
 * button, phone, chat and social icons, and the cart link for webshop projects. Desktop: the logo in a 110 px column beside
 * two rows (third menu + links on top, main and second menu below). Mobile: a bar
 * with logo, phone, chat and the menu toggle opening an overlay with all three menus
 * and the links. A menu that is not chosen shows the placeholder items.
 */
import { ChatLink, PhoneLink } from '../../contact/ContactLinks.tsx';
import { useCurrentLocation } from '../../location/useCurrentLocation.ts';
import { Logo } from '../../logo/Logo.tsx';
import { SiteDesktopMenu } from '../../menu/DesktopMenu.tsx';
import { SiteMobileMenu } from '../../menu/MobileMenu.tsx';
import { menuItems } from '../../menu/menuItems.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { sectionFields } from '../../schema/fields.ts';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { joinClasses } from '../../style/fieldClasses.ts';
import { SiteCartLink } from '../../webshop/cart/CartLink.tsx';
import { logoHeightClass } from '../../logo/logoHeight.ts';
import { HeaderBLinks, LoginButton, SocialIcons } from './HeaderBLinks.tsx';

const fields = sectionFields('doubleMenuHeader');

/** Header B menus show one level of sub-items. */
const SUB_LEVELS = 1;

export const MENU_LABELS = { main: 'Hoofdmenu', secondary: 'Tweede menu', third: 'Derde menu' } as const;

function DoubleMenuHeader({ section, meta }: SectionProps<'doubleMenuHeader'>) {
  const { menus } = useSite();
  const { path } = useCurrentLocation();
  const main = menuItems(menus, meta.main_menu);
  const secondary = menuItems(menus, meta.secondary_menu);
  const third = menuItems(menus, meta.third_menu);
  const logo = (
    <Logo
      image={meta.logo_image}
      title={meta.logo_title}
      alt={meta.logo_alt}
      heightClass={logoHeightClass(fields, meta)}
      // The desktop logo column is 110 px: images scale down, a text logo wraps.
      customClass={joinClasses('max-w-full object-contain break-words', meta.logo_custom_class)}
    />
  );
  return (
    <SectionFrame as="header" section={section} meta={meta} className="relative z-30">
      <div className="flex items-center justify-between gap-4 md:hidden">
        {logo}
        <div className="flex items-center gap-3">
          <PhoneLink number={meta.mobilenumber} link={meta.mobilenumber_link} />
          <ChatLink number={meta.whatsappnumber} />
          <SiteCartLink />
          <SiteMobileMenu
            groups={[
              { label: MENU_LABELS.main, items: main },
              { label: MENU_LABELS.secondary, items: secondary },
              { label: MENU_LABELS.third, items: third },
            ]}
            currentPath={path}
            showLabel={false}
            maxDepth={SUB_LEVELS}
            footer={
              <div className="flex flex-col items-start gap-4">
                <LoginButton meta={meta} />
                <SocialIcons meta={meta} />
              </div>
            }
          />
        </div>
      </div>
      <div className="hidden items-center gap-6 md:grid md:grid-cols-[110px_1fr]">
        <div className="min-w-0">{logo}</div>
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-4 text-sm">
            <SiteDesktopMenu items={third} currentPath={path} label={MENU_LABELS.third} maxDepth={SUB_LEVELS} />
            <div className="ml-auto flex items-center gap-4">
              <HeaderBLinks meta={meta} />
              <SiteCartLink />
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <SiteDesktopMenu items={main} currentPath={path} label={MENU_LABELS.main} maxDepth={SUB_LEVELS} />
            <SiteDesktopMenu items={secondary} currentPath={path} label={MENU_LABELS.secondary} maxDepth={SUB_LEVELS} />
          </div>
        </div>
      </div>
    </SectionFrame>
  );
}

export default defineSection({ id: 'doubleMenuHeader', render: DoubleMenuHeader });
