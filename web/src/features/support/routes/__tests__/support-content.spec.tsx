import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../../lib/__tests__/plans-fixture';
import { makeSession, storeSession } from '../../../../test/auth-fixtures';
import { installAuthServer } from '../../../../test/auth-harness';
import { renderApp } from '../../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

async function openHelp() {
  storeSession(makeSession());
  installAuthServer();
  installFakeApi();
  const view = renderApp('/content/support');
  await screen.findByRole('heading', { level: 1, name: 'Help and support' });
  return view;
}

const ARTICLES = ['Getting started', 'Credits and plans', "Students' privacy", 'Frequently asked questions'];

describe('a teacher reading the help', () => {
  it('sees each article and the FAQ under the page title, in order', async () => {
    await openHelp();
    const main = within(screen.getByRole('main'));
    const articles = main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(articles).toEqual(['Contents', ...ARTICLES, 'Still stuck?']);
    for (const section of [
      'Build a CheckIn',
      'Share the session link',
      'What your students see',
      'Read the live report',
      'Answer keys and "Not rated"',
      'Override a rating',
      'Export to a spreadsheet',
      'When a credit is spent',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: section })).toBeVisible();
    }
    const questions = within(screen.getByRole('region', { name: 'Frequently asked questions' })).getAllByRole(
      'heading',
      { level: 3 },
    );
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(questions.length).toBeLessThanOrEqual(12);
    expect(screen.getByRole('heading', { level: 3, name: 'Do my students need an account?' })).toBeVisible();
  });

  it('finds every article and section from the contents, each link pointing at its heading', async () => {
    const { location } = await openHelp();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(expect.arrayContaining([...ARTICLES, 'Override a rating']));
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.replace(/^\/content\/support#/, ''));
      expect(target, link.textContent!).not.toBeNull();
      expect(target!.tagName).toMatch(/^H[23]$/);
      expect(target).toHaveTextContent(link.textContent!);
    }
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);

    await userEvent.setup().click(within(contents).getByRole('link', { name: 'Credits and plans' }));
    expect(location()).toBe('/content/support#credits-and-plans');
  });

  it('follows links to the policies and the FAQ to the articles, and reaches support when stuck', async () => {
    await openHelp();
    expect(screen.getByRole('link', { name: "Students' data" })).toHaveAttribute('href', '/policy/students/data');
    const faq = within(screen.getByRole('region', { name: 'Frequently asked questions' }));
    expect(faq.getByRole('link', { name: 'Credits and plans' })).toHaveAttribute(
      'href',
      '/content/support#credits-and-plans',
    );
    expect(faq.getByRole('link', { name: 'Answer keys and "Not rated"' })).toHaveAttribute(
      'href',
      '/content/support#answer-keys-and-not-rated',
    );
    const stuck = within(screen.getByRole('region', { name: 'Still stuck?' }));
    expect(stuck.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact-support');
  });
});
