// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Breadcrumb } from './Breadcrumb.tsx';

afterEach(cleanup);

it('renders a trail that names one address twice without a duplicate-key error', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <Breadcrumb
      items={[
        { label: 'Accueil', href: '/' },
        { label: 'Formations', href: '/' },
        { label: 'Montage vidéo', href: '/ateliers/montage-video' },
      ]}
    />,
  );
  const errors = consoleError.mock.calls.map((call) => call.join(' '));
  consoleError.mockRestore();
  expect(errors).toEqual([]);
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Accueil', 'Formations', 'Montage vidéo']);
  expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page']);
});
