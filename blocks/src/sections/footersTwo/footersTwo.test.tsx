import { describe, expect, test } from 'vitest';
import { renderSection, richText } from '../../test/render.tsx';

describe('footer', () => {
  test("with the schema defaults ('') no social icons show, only the copyright", () => {
    const page = renderSection('footersTwo');
    expect(page.$$('footer a')).toHaveLength(0);
    expect(page.text).toBe('© Copyright');
  });

  test('each set link shows its icon, opening in a new tab with noopener', () => {
    const page = renderSection('footersTwo', {
      facebook_link: 'https://facebook.com/bakkerij',
      instagram_link: 'https://instagram.com/bakkerij',
      github_link: '',
      youtube_link: '   ',
      linkedin_link: 'https://linkedin.com/company/bakkerij',
      twitter_link: 'https://x.com/bakkerij',
    });
    const links = page.$$('footer a');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'Twitter']);
    expect(links[0].getAttribute('href')).toBe('https://facebook.com/bakkerij');
    expect(links.every((a) => a.getAttribute('target') === '_blank' && a.getAttribute('rel')?.includes('noopener'))).toBe(true);
    expect(links[0].querySelector('svg')).not.toBeNull();
  });

  test('unsafe links are treated as unset', () => {
    expect(renderSection('footersTwo', { github_link: 'javascript:alert(1)' }).$$('footer a')).toHaveLength(0);
  });

  test('editors see unset icons dimmed, without a link', () => {
    const page = renderSection('footersTwo', {}, { editable: true });
    expect(page.$$('footer a')).toHaveLength(0);
    const icons = page.$$('footer [role="img"]');
    expect(icons).toHaveLength(6);
    expect(icons.every((icon) => icon.className.includes('opacity-40') && /nog geen link ingesteld$/.test(icon.getAttribute('aria-label') ?? ''))).toBe(true);
  });

  test('copyright text and padding 10', () => {
    const page = renderSection('footersTwo', { copyright: richText('© 2024 Bakkerij') });
    expect(page.$('.wm-copyright')?.textContent).toBe('© 2024 Bakkerij');
    expect(page.$('footer')?.className.split(' ')).toEqual(expect.arrayContaining(['md:pt-10', 'md:pb-10']));
  });

  describe('copyright lokaal of globaal', () => {
    const project = { id: 1, global_fields: { copyright: richText('© 2026 Bakkerij, overal hetzelfde') } };
    const own = { copyright: richText('© Alleen deze pagina') };

    test("'0' (Globaal) shows the site-wide copyright instead of the section's own", () => {
      const page = renderSection('footersTwo', { ...own, copyright_local: '0' }, { project });
      expect(page.$('.wm-copyright')?.textContent).toBe('© 2026 Bakkerij, overal hetzelfde');
    });

    test("'1' (Lokaal, the default) keeps the section's own copyright", () => {
      expect(renderSection('footersTwo', { ...own, copyright_local: '1' }, { project }).$('.wm-copyright')?.textContent).toBe('© Alleen deze pagina');
      expect(renderSection('footersTwo', own, { project }).$('.wm-copyright')?.textContent).toBe('© Alleen deze pagina');
    });

    test('Globaal without a site-wide value falls back to the own copyright', () => {
      const page = renderSection('footersTwo', { ...own, copyright_local: '0' }, { project: { id: 1, global_fields: { content: richText('Iets anders') } } });
      expect(page.$('.wm-copyright')?.textContent).toBe('© Alleen deze pagina');
      expect(renderSection('footersTwo', { ...own, copyright_local: '0' }).$('.wm-copyright')?.textContent).toBe('© Alleen deze pagina');
    });
  });
});
