// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PageSections } from '../render/PageSections.tsx';
import { SiteProvider } from '../site/SiteContext.tsx';
import type { Project } from '../site/types.ts';
import { project as baseProject } from '../test/fixtures.ts';
import { setPreferencesOpen } from './consentStore.ts';
import { useCookieConsent } from './useCookieConsent.ts';

const project: Project = {
  ...baseProject,
  cookie_consent: {
    position: 'bottom',
    texts: { title: 'Cookies op deze site' },
    cookies: [
      { key: 'analytics', title: 'Statistieken', description: 'Anonieme bezoekersaantallen.', initialState: false },
      { key: 'marketing', title: 'Marketing', initialState: true },
    ],
  },
};

/** What a later feature sees through the hook, plus a way to reopen the preferences. */
function Probe() {
  const consent = useCookieConsent();
  return (
    <div>
      <output aria-label="analytics">{String(consent.isEnabled('analytics'))}</output>
      <output aria-label="marketing">{String(consent.isEnabled('marketing'))}</output>
      <button type="button" onClick={consent.openPreferences}>
        Cookie-instellingen
      </button>
    </div>
  );
}

function renderPage(editable = false) {
  return render(
    <>
      <PageSections sections={[{ id: 'titel', template: 'sectionTitle', meta: {} }]} context={{ project, editable }} />
      <SiteProvider value={{ project }}>
        <Probe />
      </SiteProvider>
    </>,
  );
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

const bar = () => screen.queryByRole('region', { name: 'Cookies op deze site' });
const probe = (name: string) => screen.getByRole('status', { name }).textContent;

afterEach(() => {
  clearCookies();
  act(() => setPreferencesOpen(false));
});

describe('cookie consent', () => {
  test.each(['mousemove', 'scroll', 'keydown', 'click', 'touchstart'])('the bar appears only after a first interaction (%s)', (event) => {
    renderPage();
    expect(bar()).toBeNull();
    act(() => {
      window.dispatchEvent(new Event(event));
    });
    expect(bar()).not.toBeNull();
    expect(within(bar()!).getByRole('button', { name: 'Alles accepteren' })).toBeTruthy();
    expect(within(bar()!).getByRole('button', { name: 'Cookies beheren' })).toBeTruthy();
    expect(within(bar()!).getByRole('button', { name: 'Alles weigeren' })).toBeTruthy();
  });

  test('without consent no optional cookie is enabled, whatever its initialState', () => {
    renderPage();
    expect([probe('analytics'), probe('marketing')]).toEqual(['false', 'false']);
  });

  test("'Alles weigeren' sits beside 'Alles accepteren', looks the same, and stores a consent with nothing optional", () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    renderPage();
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    const buttons = within(bar()!).getAllByRole('button');
    const names = buttons.map((button) => button.textContent);
    const reject = buttons[names.indexOf('Alles weigeren')];
    const accept = buttons[names.indexOf('Alles accepteren')];
    // One click, on the first layer, as prominent as accepting.
    expect(reject.parentElement).toBe(accept.parentElement);
    expect(reject.className).toBe(accept.className);
    fireEvent.click(reject);
    expect(document.cookie).toContain('cookie_consent=true');
    expect(document.cookie).toMatch(/cookie_consent_enabled=(;|$)/);
    expect(bar()).toBeNull();
    expect([probe('analytics'), probe('marketing')]).toEqual(['false', 'false']);
    expect(reload).not.toHaveBeenCalled();
  });

  test('a project can word the refusal itself', () => {
    const worded = { ...project, cookie_consent: { ...(project.cookie_consent as object), texts: { title: 'Cookies op deze site', reject_all: 'Nee, bedankt' } } };
    render(<PageSections sections={[]} context={{ project: worded }} />);
    act(() => {
      window.dispatchEvent(new Event('click'));
    });
    expect(within(bar()!).getByRole('button', { name: 'Nee, bedankt' })).toBeTruthy();
  });

  test("'Accept all' stores consent for every optional cookie and hides the bar", () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    renderPage();
    act(() => {
      window.dispatchEvent(new Event('mousemove'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Alles accepteren' }));
    expect(document.cookie).toContain('cookie_consent=true');
    expect(document.cookie).toContain('cookie_consent_enabled=analytics%2Cmarketing');
    expect(bar()).toBeNull();
    expect([probe('analytics'), probe('marketing')]).toEqual(['true', 'true']);
    expect(reload).not.toHaveBeenCalled();
  });

  test("'Manage cookies': necessary always on, toggles from initialState, an unsaved notice until 'Save'", () => {
    vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    renderPage();
    act(() => {
      window.dispatchEvent(new Event('click'));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cookies beheren' }));
    const modal = screen.getByRole('dialog', { name: 'Cookievoorkeuren' });
    expect(modal.className).toContain('max-w-[550px]');
    const necessary = within(modal).getByRole('switch', { name: /Noodzakelijke cookies/ }) as HTMLInputElement;
    expect([necessary.checked, necessary.disabled]).toEqual([true, true]);
    const analytics = within(modal).getByRole('switch', { name: 'Statistieken' }) as HTMLInputElement;
    const marketing = within(modal).getByRole('switch', { name: 'Marketing' }) as HTMLInputElement;
    expect([analytics.checked, marketing.checked]).toEqual([false, true]);
    expect(within(modal).getByText('Anonieme bezoekersaantallen.')).toBeTruthy();
    expect(within(modal).getByText('Je keuze is nog niet opgeslagen.')).toBeTruthy();
    fireEvent.click(analytics);
    expect(analytics.checked).toBe(true);
    fireEvent.click(within(modal).getByRole('button', { name: 'Opslaan' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bar()).toBeNull();
    expect(document.cookie).toContain('cookie_consent=true');
    expect(document.cookie).toContain('cookie_consent_enabled=analytics%2Cmarketing');
  });

  test('after saving, a changed toggle shows the notice again; closing does not save', () => {
    document.cookie = 'cookie_consent=true; Path=/';
    document.cookie = 'cookie_consent_enabled=analytics; Path=/';
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen' }));
    const modal = screen.getByRole('dialog');
    expect(within(modal).queryByText('Je keuze is nog niet opgeslagen.')).toBeNull();
    fireEvent.click(within(modal).getByRole('switch', { name: 'Marketing' }));
    expect(within(modal).getByText('Je keuze is nog niet opgeslagen.')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain('cookie_consent_enabled=analytics');
    expect(document.cookie).not.toContain('marketing');
  });

  test('a stored consent: no bar, and the stored list decides (not initialState)', () => {
    document.cookie = 'cookie_consent=true; Path=/';
    document.cookie = 'cookie_consent_enabled=analytics; Path=/';
    renderPage();
    act(() => {
      window.dispatchEvent(new Event('mousemove'));
    });
    expect(bar()).toBeNull();
    expect([probe('analytics'), probe('marketing')]).toEqual(['true', 'false']);
  });

  test('saving a false value for a cookie that was on reloads the page; only switching on does not', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Statistieken' }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.cookie).toMatch(/cookie_consent_enabled=analytics(;|$)/);
  });

  test('before any consent, saving off a cookie whose initialState switched it on reloads the page', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.cookie).toMatch(/cookie_consent_enabled=(;|$)/);
  });

  test('not shown in the editor', () => {
    renderPage(true);
    act(() => {
      window.dispatchEvent(new Event('mousemove'));
    });
    expect(bar()).toBeNull();
  });
});
