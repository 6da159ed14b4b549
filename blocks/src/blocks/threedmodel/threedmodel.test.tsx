import { describe, expect, test } from 'vitest';
import { block, renderBlocks } from '../../test/render.tsx';
import { renderIslandsBlocks } from '../../test/islandsRender.tsx';

const model = (props: Record<string, unknown>, editable = false) => renderBlocks([block('threedmodel', props)], { editable });

describe('3D model block', () => {
  test('a <model-viewer> that auto-rotates at 40 degrees per second, 400 px high by default, centred', () => {
    const page = model({ url: '/media/kubus.glb' });
    const viewer = page.$('model-viewer')!;
    expect(viewer.getAttribute('src')).toBe('/media/kubus.glb');
    expect(viewer.hasAttribute('auto-rotate')).toBe(true);
    expect(viewer.getAttribute('rotation-per-second')).toBe('40deg');
    expect(viewer.hasAttribute('camera-controls')).toBe(true);
    expect(viewer.getAttribute('style')?.replace(/\s/g, '')).toBe('width:100%;height:400px');
    expect(viewer.parentElement?.className).toBe('flex justify-center');
    expect(viewer.getAttribute('class')).toBe('block max-w-full');
  });

  test('alignment, width and height', () => {
    const page = model({ url: '/media/kubus.glb', align: 'right', width: '300', height: '250' });
    expect(page.$('model-viewer')?.getAttribute('style')?.replace(/\s/g, '')).toBe('width:300px;height:250px');
    expect(page.$('model-viewer')?.parentElement?.className).toBe('flex justify-end');
    expect(model({ url: '/media/kubus.glb', align: 'left' }).$('model-viewer')?.parentElement?.className).toBe('flex justify-start');
  });

  test('an emptied height falls back to the default height', () => {
    expect(model({ url: '/m.glb', height: '' }).$('model-viewer')?.getAttribute('style')).toContain('400px');
  });

  test('without a (safe) URL: no viewer; editors get a notice', () => {
    expect(model({}).$('model-viewer')).toBeNull();
    expect(model({ url: 'javascript:alert(1)' }).$('model-viewer')).toBeNull();
    expect(model({}, true).text).toContain('Er is nog geen 3D-model ingesteld');
  });
});

describe('3D model island', () => {
  test('the viewer is an island that hydrates (and loads model-viewer) in view, with the computed values as props', () => {
    const page = renderIslandsBlocks([block('threedmodel', { url: '/media/kubus.glb', align: 'left', height: '' })]);
    const [viewer] = page.islands('modelViewer');
    expect(viewer.element.getAttribute('data-hydrate')).toBe('visible');
    expect(viewer.entry.props).toEqual({ src: '/media/kubus.glb', height: 400, alignClassName: 'justify-start' });
    expect(viewer.element.querySelector('model-viewer')?.getAttribute('src')).toBe('/media/kubus.glb');
  });
});
