/**
 * The site logo linking to '/': the section's logo image, else the project logo,
 * else the logo title (or project title) as text. Heights come from the template's
 * logo_height / logo_height_mobile fields through their schema class templates.
 */
import { firstImageUrl } from '../media/imageUrl.ts';
import { safeUrl } from '../links/safeUrl.ts';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { useSite } from '../site/SiteContext.tsx';
import { joinClasses } from '../style/fieldClasses.ts';

export interface LogoProps {
  image: unknown;
  title: string;
  alt: string;
  /** Height classes, e.g. 'h-6 md:h-10'. */
  heightClass: string;
  customClass?: string;
  /** Stretch the logo over the full width on mobile. */
  fullWidthOnMobile?: boolean;
}

const CLASS_TOKEN = /^[A-Za-z0-9_:./[\]-]+$/;
// A logo is a few hundred pixels wide at most, unless it spans a phone's width.
const LOGO_SIZES = '320px';
const FULL_WIDTH_ON_MOBILE_SIZES = '(min-width: 768px) 320px, 100vw';

export function Logo({ image, title, alt, heightClass, customClass, fullWidthOnMobile }: LogoProps) {
  const { project } = useSite();
  const src = firstImageUrl(image) ?? safeUrl(project.logo);
  const name = title || project.title || '';
  const extra = (customClass ?? '').split(/\s+/).filter((token) => CLASS_TOKEN.test(token)).join(' ');
  const mobileFull = fullWidthOnMobile ? heightClass.split(' ').filter((c) => c.startsWith('md:')).join(' ') : '';
  return (
    <a href="/" title={title || undefined} className={joinClasses('wm-logo inline-flex min-h-11 shrink-0 items-center', fullWidthOnMobile && 'w-full md:w-auto')}>
      {src ? (
        <ResponsiveImage
          src={src}
          alt={alt || name}
          sizes={fullWidthOnMobile ? FULL_WIDTH_ON_MOBILE_SIZES : LOGO_SIZES}
          className={joinClasses(fullWidthOnMobile ? `h-auto w-full md:w-auto ${mobileFull}` : `w-auto ${heightClass}`, extra)}
        />
      ) : (
        <span className={joinClasses('text-xl font-bold', extra)}>{name || 'Home'}</span>
      )}
    </a>
  );
}
