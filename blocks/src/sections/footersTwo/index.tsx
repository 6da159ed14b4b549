/** Footer: social icon links (new tab, noopener) and the copyright text. */
import type { ComponentType } from 'react';
import {
  FacebookIcon,
  GitHubIcon,
  InstagramIcon,
  LinkedInIcon,
  TwitterIcon,
  YouTubeIcon,
} from '../../icons/Icon.tsx';
import { safeUrl } from '../../links/safeUrl.ts';
import { defineSection, type SectionProps } from '../../registry/config.ts';
import { RichText } from '../../richtext/RichText.tsx';
import { SectionFrame } from '../../section/SectionFrame.tsx';
import { useSite } from '../../site/SiteContext.tsx';
import { SOCIAL_NETWORKS, isSetLink, type SocialKey } from './socialLinks.ts';

const ICONS: Record<SocialKey, ComponentType<{ className?: string }>> = {
  facebook_link: FacebookIcon,
  instagram_link: InstagramIcon,
  linkedin_link: LinkedInIcon,
  twitter_link: TwitterIcon,
  youtube_link: YouTubeIcon,
  github_link: GitHubIcon,
};

function FooterSection({ section, meta }: SectionProps<'footersTwo'>) {
  const { editable } = useSite();
  const shown = SOCIAL_NETWORKS.filter(({ key }) => isSetLink(meta[key]) || editable);
  return (
    <SectionFrame as="footer" section={section} meta={meta}>
      <div className="flex flex-col items-center gap-6 md:flex-row md:justify-between">
        {shown.length > 0 ? (
          <ul className="flex items-center gap-4">
            {shown.map(({ key, label }) => {
              const Icon = ICONS[key];
              const set = isSetLink(meta[key]);
              return (
                <li key={key}>
                  {set ? (
                    <a href={safeUrl(meta[key])} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} className="block hover:opacity-75">
                      <Icon className="h-6 w-6" />
                    </a>
                  ) : (
                    // Edit mode only: the network without a link yet, shown faded, no link.
                    <span role="img" aria-label={`${label}: nog geen link ingesteld`} title={`${label}: nog geen link ingesteld`} className="block opacity-40">
                      <Icon className="h-6 w-6" />
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
        <RichText value={meta.copyright} field="copyright" className="wm-copyright text-sm" />
      </div>
    </SectionFrame>
  );
}

export default defineSection({ id: 'footersTwo', render: FooterSection });
