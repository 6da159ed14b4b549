/**
 * Inline SVG icons (decorative: the link or button around them carries the label).
 * Outline icons use currentColor strokes; brand marks are filled.
 */
import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

function Outline({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className ?? 'h-5 w-5'}>
      {children}
    </svg>
  );
}

function Filled({ className, children, viewBox = '0 0 24 24' }: IconProps & { children: ReactNode; viewBox?: string }) {
  return (
    <svg viewBox={viewBox} fill="currentColor" aria-hidden="true" focusable="false" className={className ?? 'h-5 w-5'}>
      {children}
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => <Outline {...props}><path d="M4 6h16M4 12h16M4 18h16" /></Outline>;
export const CloseIcon = (props: IconProps) => <Outline {...props}><path d="M6 6l12 12M18 6L6 18" /></Outline>;
export const ChevronDownIcon = (props: IconProps) => <Outline {...props}><path d="M6 9l6 6 6-6" /></Outline>;
export const ChevronRightIcon = (props: IconProps) => <Outline {...props}><path d="M9 6l6 6-6 6" /></Outline>;
export const ChevronLeftIcon = (props: IconProps) => <Outline {...props}><path d="M15 6l-6 6 6 6" /></Outline>;
export const PhoneIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </Outline>
);
export const ChatIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M3 21l1.65-3.8A9 9 0 1 1 8 20.1L3 21" />
  </Outline>
);
export const FacebookIcon = (props: IconProps) => (
  <Filled {...props}><path d="M14 8h3V4h-3c-2.76 0-5 2.24-5 5v2H6v4h3v9h4v-9h3l1-4h-4V9c0-.55.45-1 1-1z" /></Filled>
);
export const InstagramIcon = (props: IconProps) => (
  <Outline {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </Outline>
);
export const LinkedInIcon = (props: IconProps) => (
  <Filled {...props}>
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zM9.5 9.5h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5.1c0-1.22-.02-2.78-1.7-2.78-1.7 0-1.96 1.33-1.96 2.7V21h-4z" />
  </Filled>
);
export const TwitterIcon = (props: IconProps) => (
  <Filled {...props}><path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77zm-1.08 16.2h1.7L7.4 4.73H5.57z" /></Filled>
);
export const YouTubeIcon = (props: IconProps) => (
  <Filled {...props}><path d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.75 15.02V8.98L15.5 12z" /></Filled>
);
export const GitHubIcon = (props: IconProps) => (
  <Filled {...props} viewBox="0 0 16 16">
    <path d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.01 8.01 0 0 0 16 8c0-4.42-3.58-8-8-8z" />
  </Filled>
);
export const SpinnerIcon = ({ className }: IconProps) => (
  <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" className={`animate-spin ${className ?? 'h-5 w-5'}`}>
    <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" opacity="0.25" />
    <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
  </svg>
);
export const SearchIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Outline>
);
export const CartIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.6L22 7H6" />
  </Outline>
);
export const UserIcon = (props: IconProps) => (
  <Outline {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Outline>
);
export const UploadIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    <path d="M12 4v11M7 9l5-5 5 5" />
  </Outline>
);
export const FileIcon = (props: IconProps) => (
  <Outline {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </Outline>
);
