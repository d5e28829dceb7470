import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../../lib/__tests__/plans-fixture';
import { renderApp } from '../../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a visitor reading the policies', () => {
  it('reads a policy of one segment', async () => {
    installFakeApi();
    renderApp('/policy/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  });

  it('reads a policy of two segments', async () => {
    installFakeApi();
    renderApp('/policy/students/data');
    expect(await screen.findByRole('heading', { level: 1, name: "Students' data" })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Who can read it' })).toBeVisible();
    expect(document.title).toMatch(/^Policies/);
  });

  it('meets the 404 page for a policy that does not exist, of any number of segments', async () => {
    installFakeApi();
    renderApp('/policy/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: "Students' data" })).not.toBeInTheDocument();
  });
});
