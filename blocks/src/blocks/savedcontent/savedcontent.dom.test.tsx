// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { PageSections } from '../../render/PageSections.tsx';

const templates = { kop: { id: 'kop', components: [{ id: 'lijn', template: 'divider', meta: {} }] } };
const sections = [{ id: 'vrij', template: 'dynamic', meta: {}, blocks: [{ id: 'b1', type: 'savedcontent', props: { savedcontent_mutated: { id: 'kop' } } }] }];

describe('saved-content block in the editor preview', () => {
  test("'Bewerk de template' asks the parent frame to open /wm/templates/{id}", () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    render(<PageSections sections={sections} context={{ templates, editable: true }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bewerk de template' }));
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'go_to_route', payload: { path: '/wm/templates/kop' } }, '*');
  });
});
