/**
 * The link cluster of Header B: phone, chat, the Facebook / LinkedIn / YouTube icons
 * (each only when its link is set; new tab) and the login button (label and link).
 */
import type { ComponentType } from 'react';
import { ChatLink, PhoneLink } from '../../contact/ContactLinks.tsx';
import { FacebookIcon, LinkedInIcon, UserIcon, YouTubeIcon } from '../../icons/Icon.tsx';
import { safeUrl } from '../../links/safeUrl.ts';
import { joinClasses } from '../../style/fieldClasses.ts';
import { isSetLink } from '../footersTwo/socialLinks.ts';

const SOCIAL: { key: 'facebook_link' | 'linkedin_link' | 'youtube_link'; label: string; Icon: ComponentType<{ className?: string }> }[] = [
  { key: 'facebook_link', label: 'Facebook', Icon: FacebookIcon },
  { key: 'linkedin_link', label: 'LinkedIn', Icon: LinkedInIcon },
  { key: 'youtube_link', label: 'YouTube', Icon: YouTubeIcon },
];

export interface HeaderBLinksMeta {
  facebook_link: string;
  linkedin_link: string;
  youtube_link: string;
  mobilenumber: string;
  mobilenumber_link: string;
  whatsappnumber: string;
  login: string;
  login_link: string;
}

export function SocialIcons({ meta, className }: { meta: HeaderBLinksMeta; className?: string }) {
  const shown = SOCIAL.filter(({ key }) => isSetLink(meta[key]));
  if (shown.length === 0) return null;
  return (
    <ul className={joinClasses('flex items-center gap-3', className)}>
      {shown.map(({ key, label, Icon }) => (
        <li key={key}>
          <a href={safeUrl(meta[key])} target="_blank" rel="noopener noreferrer" aria-label={label} className="block hover:opacity-75">
            <Icon className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function LoginButton({ meta, className }: { meta: HeaderBLinksMeta; className?: string }) {
  const label = meta.login.trim();
  if (!label) return null;
  return (
    <a
      href={safeUrl(meta.login_link.trim() || '/') ?? '/'}
      className={joinClasses('wm-login inline-flex items-center gap-2 rounded bg-primary-500 px-4 py-2 text-white hover:bg-primary-600', className)}
    >
      <UserIcon className="h-4 w-4" />
      {label}
    </a>
  );
}

/** Phone, chat, social icons and login in a row. */
export function HeaderBLinks({ meta, className }: { meta: HeaderBLinksMeta; className?: string }) {
  return (
    <div className={joinClasses('flex flex-wrap items-center gap-4', className)}>
      <PhoneLink number={meta.mobilenumber} link={meta.mobilenumber_link} />
      <ChatLink number={meta.whatsappnumber} />
      <SocialIcons meta={meta} />
      <LoginButton meta={meta} />
    </div>
  );
}
